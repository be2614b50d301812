/// How several one-way bindings to one `Bool` property of one view combine.
///
/// A binding to a `Bool` view property says how it combines, with the
/// `combining:` argument of ``BindingSource/bind(to:_:start:combining:owner:)``
/// and its variants, and reports it in ``ViewBinding/combination``. The
/// default is ``and``: a save button enabled by "a person is set" and by
/// "nothing is saving" is enabled only when both hold.
///
/// All the combining bindings of one property use the same combination:
/// binding with ``and`` where ``or`` bindings are live (or the reverse)
/// replaces them. They end, and the new binding alone sets the property,
/// as binding a text field again ends its previous binding.
/// Two-way bindings, and bindings to properties of other types, never
/// combine.
///
/// A binding that ends (unbound, or its state or its ``BindingOwner``
/// freed) leaves the property to the combination of the others at once.
/// One owned by another kind of object stops counting when that object is
/// freed, and the property follows at the next change of the others.
public enum BoolCombination: Hashable, Sendable, CustomStringConvertible {
    /// The property is `true` only when every live binding's value is.
    case and
    /// The property is `true` when any live binding's value is.
    case or
    /// The binding writes the property directly, as bindings of other types
    /// do: the last write wins. This opts out of combining.
    case independent

    /// `and`, `or` or `independent`.
    public var description: String {
        switch self {
        case .and: "and"
        case .or: "or"
        case .independent: "independent"
        }
    }
}
