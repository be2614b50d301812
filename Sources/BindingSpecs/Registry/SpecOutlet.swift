import CellModels

/// An outlet, erased.
struct SpecOutlet {
    let typeName: String
    /// Whether an object of a class can be set.
    let accepts: (AnyObject.Type) -> Bool
    let set: @MainActor (AnyObject, AnyObject) -> Void
}
