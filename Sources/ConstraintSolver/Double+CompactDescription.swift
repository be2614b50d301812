extension Double {
    /// `12` rather than `12.0`, for messages and descriptions.
    package var compactDescription: String {
        // No `rounded()`: it needs libm, which a Foundation-free executable
        // does not link on Linux.
        if isFinite, magnitude < 1e15, self == Double(Int(self)) { return String(Int(self)) }
        return String(self)
    }
}
