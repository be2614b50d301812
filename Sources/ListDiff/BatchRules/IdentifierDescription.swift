/// An identifier type that says how messages quote it; type-erased
/// identifiers use it to quote the strings they wrap.
package protocol IdentifierDescribing {
    /// The identifier as a message shows it: strings quoted.
    var messageDescription: String { get }
}

/// Describes an identifier in a message: strings quoted, others as they
/// print.
package func describeIdentifier(_ id: some Hashable) -> String {
    if let string = id as? String { return "\"\(string)\"" }
    if let id = id as? any IdentifierDescribing { return id.messageDescription }
    return String(describing: id)
}
