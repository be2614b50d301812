extension ReversibleBindingTransformer where Input == Output {
    /// Passes the value through, both ways.
    public static var identity: Self {
        ReversibleBindingTransformer(name: "identity", forward: { $0 }, reverse: { $0 })
    }
}

extension ReversibleBindingTransformer where Output == Input? {
    /// Wraps the value in an `Optional`, for a view's optional property; back,
    /// a `nil` view value has no model value.
    public static var optional: Self {
        ReversibleBindingTransformer(name: "optional", forward: { $0 }, reverse: { $0 })
    }
}

extension ReversibleBindingTransformer where Input == Bool, Output == Bool {
    /// The opposite value, both ways, such as a switch that shows "hidden"
    /// bound to a model's `isVisible`.
    public static var negate: Self {
        ReversibleBindingTransformer(name: "negate", forward: { !$0 }, reverse: { !$0 })
    }
}

extension ReversibleBindingTransformer where Output: Equatable, Input == Output? {
    /// An optional model value shown in a view property that is not
    /// optional, such as a `String?` nickname in a text field's `String`
    /// text: `nil` shows as `placeholder`.
    ///
    /// What the view's `placeholder` value reads back as is your choice,
    /// with `reading`: ``PlaceholderReading/asNil`` (clearing the field
    /// clears the nickname) or ``PlaceholderReading/asValue`` (clearing it
    /// stores `""`). Any other view value reads back as itself.
    ///
    /// ```swift
    /// $nickname.bindTwoWay(with: field, \.text, transformer: .showingNil(as: "", reading: .asNil))
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The view value that stands for `nil`.
    ///   - reading: What the placeholder reads back as.
    /// - Returns: The transformer.
    public static func showingNil(as placeholder: Output, reading: PlaceholderReading) -> Self {
        ReversibleBindingTransformer(
            name: "showingNil",
            forward: { $0 ?? placeholder },
            reverse: { value in
                if value == placeholder, reading == .asNil { return .some(nil) }
                return .some(value)
            })
    }
}

extension ReversibleBindingTransformer
where Input: RangeReplaceableCollection, Input.Element: LosslessStringConvertible, Output == String {
    /// The elements' descriptions joined with `", "`; back, the text split at
    /// commas with the spaces around each element trimmed.
    ///
    /// `["swift", "lists"]` shows as `"swift, lists"`; `""` reads back as no
    /// elements; text with an element that does not convert (`"1, x"` for
    /// integers) has no model value. Elements whose descriptions contain
    /// commas do not round-trip.
    public static var commaSeparated: Self {
        ReversibleBindingTransformer(
            name: "commaSeparated",
            forward: { $0.map(\.description).joined(separator: ", ") },
            reverse: { text in
                var elements = Input()
                guard text.contains(where: { $0 != " " }) else { return elements }
                for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
                    let trimmed = piece.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
                    guard let element = Input.Element(String(trimmed)) else { return nil }
                    elements.append(element)
                }
                return elements
            })
    }
}
