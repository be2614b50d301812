/// What one layout pass does with the `HeadlessReusableView.buildChildren(_:)` hook.
package enum LayoutStrategy: Hashable, Sendable {
    /// Run the hook; every child it asks for is made and added, even if one
    /// with that key exists (which then stays: a duplicate).
    case make
    /// Run the hook; a child it asks for by a key it used before is handed
    /// back to be edited, and only missing children are made.
    case makeAndEdit
    /// Remove the children the hook built before, then run it to make them
    /// anew. Children added by other means stay.
    case remake
    /// Remove every child of the content view, whoever added it, then run the
    /// hook to make them anew.
    case makeCleanly
    /// Do not run the hook.
    case nothing
}
