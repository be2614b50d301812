/// A view whose bindings can write some of its properties through a plain
/// function rather than through their key paths.
///
/// Writing a computed property, or a stored one with observers, through a
/// `ReferenceWritableKeyPath` goes through the runtime's write-back buffer:
/// an allocation, a read of the old value, then the setter as the buffer is
/// freed. For a label's text that is about 1,100 instructions besides the
/// setter (callgrind, scenario 12's way back up), more than the rest of
/// moving the binding. A binding to a key path that the view's type names
/// here writes through the function it gives instead; any other key path
/// is written as before.
///
/// ```swift
/// extension NameLabel: DirectPropertyWriting {
///     static func propertyWriter<Value>(
///         for keyPath: ReferenceWritableKeyPath<NameLabel, Value>
///     ) -> ((NameLabel, Value) -> Void)? {
///         guard keyPath == \NameLabel.text else { return nil }
///         return { (label: NameLabel, text: String) in label.text = text } as? (NameLabel, Value) -> Void
///     }
/// }
/// ```
@MainActor
public protocol DirectPropertyWriting: AnyObject {
    /// The function that sets `keyPath` on a view of this type exactly as
    /// `view[keyPath: keyPath] = value` does, or `nil` to write through the
    /// key path.
    ///
    /// - Parameter keyPath: The property a binding writes.
    /// - Returns: The setter, or `nil`.
    /// - Complexity: Asked once for each binding made (not for a binding
    ///   moved to the next model of a reused view); should be O(1).
    static func propertyWriter<Value>(for keyPath: ReferenceWritableKeyPath<Self, Value>) -> ((Self, Value) -> Void)?
}

/// The function that writes `keyPath` on a `View` without the key path's
/// machinery, when `View` is ``DirectPropertyWriting`` and names it;
/// otherwise `nil`.
///
/// - Complexity: One conformance check and the type's
///   ``DirectPropertyWriting/propertyWriter(for:)``.
@MainActor
func directPropertyWriter<View: AnyObject, Target>(
    for keyPath: ReferenceWritableKeyPath<View, Target>
) -> ((View, Target) -> Void)? {
    guard let writable = View.self as? any DirectPropertyWriting.Type else { return nil }
    func writer<Writable: DirectPropertyWriting>(_: Writable.Type) -> ((View, Target) -> Void)? {
        // `Writable` is `View` opened: both casts succeed exactly when the
        // type gives a writer.
        guard let path = keyPath as? ReferenceWritableKeyPath<Writable, Target>,
            let write = Writable.propertyWriter(for: path)
        else { return nil }
        return write as? (View, Target) -> Void
    }
    return writer(writable)
}
