extension String {
    /// This text with `&`, `<`, `>` and `"` written as HTML's character
    /// references, so it reads the same in an element's text or a quoted
    /// attribute: what the plan's picture (`PlanHTMLWriter`) and a layout's
    /// picture (`HeadlessView.layoutPicture()`) both put in their pages.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    package var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
