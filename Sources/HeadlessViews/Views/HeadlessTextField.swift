/// A headless text field. A test simulates typing; two-way bindings to
/// ``text`` follow it.
///
/// ```swift
/// try $name.bindTwoWay(with: field, \.text)
/// field.simulateTyping("Ann")   // name == "Ann", trigger .view(field)
/// ```
@MainActor
public final class HeadlessTextField: HeadlessControl {
    /// The text in the field.
    public var text: String {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text shown when ``text`` is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The wider of the text and the placeholder in the
    /// ``HeadlessFont/body`` font, plus 8 on each side; one line plus 7
    /// above and below.
    public override var intrinsicContentSize: Size {
        let shown = Swift.max(HeadlessFont.body.size(of: text).width, HeadlessFont.body.size(of: placeholder).width)
        return Size(width: shown + 16, height: HeadlessFont.body.lineHeight + 14)
    }

    /// Whether the user is editing the field.
    public private(set) var isEditing = false

    /// Creates a text field.
    public init(identifier: String? = nil, text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
        super.init(identifier: identifier)
    }

    /// Simulates the user typing `characters` at the end of the text, one
    /// character at a time: each is one edit, reported to bindings and sent
    /// as ``ControlEvent/editingChanged``. An edit's handler that disables
    /// the field ends the typing there, as a disabled field takes no more.
    ///
    /// - Returns: Whether the field took the input; a disabled field does not.
    /// - Complexity: O(*c* · (*t* + *b*)), for *c* characters, text of length
    ///   *t* and *b* bindings.
    @discardableResult
    public func simulateTyping(_ characters: String) -> Bool {
        guard isEnabled else { return false }
        isEditing = true
        for character in characters {
            guard isEnabled else { break }
            text.append(character)
            userEdited(\HeadlessTextField.text, sending: .editingChanged)
        }
        return true
    }

    /// Simulates the user deleting the last `count` characters, one edit per
    /// character, or as many as there are (none for a `count` of 0 or
    /// less). An edit's handler may change the text or disable the field:
    /// deleting goes on from the text it left, and ends at an empty text or
    /// a disabled field.
    ///
    /// - Returns: Whether the field took the input.
    @discardableResult
    public func simulateDeleteBackward(_ count: Int = 1) -> Bool {
        guard isEnabled else { return false }
        isEditing = true
        for _ in 0..<max(count, 0) {
            guard isEnabled, !text.isEmpty else { break }
            text.removeLast()
            userEdited(\HeadlessTextField.text, sending: .editingChanged)
        }
        return true
    }

    /// Simulates the user replacing the whole text at once, as a paste over a
    /// selection does: one edit.
    ///
    /// - Returns: Whether the field took the input.
    @discardableResult
    public func simulateReplacingText(with newText: String) -> Bool {
        guard isEnabled else { return false }
        isEditing = true
        text = newText
        userEdited(\HeadlessTextField.text, sending: .editingChanged)
        return true
    }

    /// Simulates the user pressing return: ends editing and sends
    /// ``ControlEvent/primaryActionTriggered`` and
    /// ``ControlEvent/editingDidEnd``.
    public func simulateReturn() {
        guard isEnabled else { return }
        send(.primaryActionTriggered)
        isEditing = false
        send(.editingDidEnd)
    }
}
