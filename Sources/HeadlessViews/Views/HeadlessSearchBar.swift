/// A headless search bar: text the user types, and a search button.
@MainActor
public final class HeadlessSearchBar: HeadlessControl {
    /// The search text.
    public var text: String

    /// The text shown when ``text`` is empty.
    public var placeholder: String

    /// How many times the user pressed the search button.
    public private(set) var searchCount = 0

    /// A search bar's natural height, 56 as UIKit's, and no natural width:
    /// it takes the width its constraints give it.
    public override var intrinsicContentSize: Size {
        Size(width: HeadlessView.noIntrinsicMetric, height: 56)
    }

    /// Creates a search bar.
    public init(identifier: String? = nil, text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
        super.init(identifier: identifier)
    }

    /// Simulates the user typing `characters` at the end of the text, one
    /// edit per character, each sent as ``ControlEvent/editingChanged``. An
    /// edit's handler that disables the bar ends the typing there.
    ///
    /// - Returns: Whether the bar took the input; a disabled one does not.
    @discardableResult
    public func simulateTyping(_ characters: String) -> Bool {
        guard isEnabled else { return false }
        for character in characters {
            guard isEnabled else { break }
            text.append(character)
            userEdited(\HeadlessSearchBar.text, sending: .editingChanged)
        }
        return true
    }

    /// Simulates the user clearing the text with the clear button: one edit.
    ///
    /// - Returns: Whether the bar took the input.
    @discardableResult
    public func simulateClear() -> Bool {
        guard isEnabled else { return false }
        text = ""
        userEdited(\HeadlessSearchBar.text, sending: .editingChanged)
        return true
    }

    /// Simulates the user pressing the search button: sends
    /// ``ControlEvent/primaryActionTriggered``.
    public func simulateSearchButtonTap() {
        guard isEnabled else { return }
        searchCount += 1
        send(.primaryActionTriggered)
    }
}
