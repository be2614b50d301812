extension ViewLayout {
    /// Puts a vertical stack into this view; add its views with
    /// ``putStacked(_:_:)`` in `configure`, and place the stack itself there
    /// too.
    ///
    /// ```swift
    /// layout.putVerticalStack(spacing: 8, alignment: .leading) { stack in
    ///     stack.fillSafeArea(with: EdgeInsets(all: 16))
    ///     stack.putStacked(title)
    ///     stack.putStacked(subtitle)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - stack: The stack view; a new one by default.
    ///   - spacing: The gap between neighbours.
    ///   - alignment: How the views sit across the axis.
    ///   - distribution: How they share the stack's height.
    ///   - configure: The stack's constraints and its stacked views.
    /// - Returns: The stack's layout.
    @discardableResult
    public func putVerticalStack(
        _ stack: HeadlessStackView = HeadlessStackView(), spacing: Double = 0,
        alignment: StackArrangement.Alignment = .fill, distribution: StackArrangement.Distribution = .fill,
        _ configure: (ViewLayout<HeadlessStackView>) -> Void
    ) -> ViewLayout<HeadlessStackView> {
        putStack(
            stack,
            StackArrangement(axis: .vertical, spacing: spacing, alignment: alignment, distribution: distribution),
            configure)
    }

    /// Puts a horizontal stack into this view; see
    /// ``putVerticalStack(_:spacing:alignment:distribution:_:)``.
    @discardableResult
    public func putHorizontalStack(
        _ stack: HeadlessStackView = HeadlessStackView(), spacing: Double = 0,
        alignment: StackArrangement.Alignment = .fill, distribution: StackArrangement.Distribution = .fill,
        _ configure: (ViewLayout<HeadlessStackView>) -> Void
    ) -> ViewLayout<HeadlessStackView> {
        putStack(
            stack,
            StackArrangement(axis: .horizontal, spacing: spacing, alignment: alignment, distribution: distribution),
            configure)
    }

    func putStack(
        _ stack: HeadlessStackView, _ arrangement: StackArrangement,
        _ configure: (ViewLayout<HeadlessStackView>) -> Void
    ) -> ViewLayout<HeadlessStackView> {
        let index = transaction.stacks.count
        transaction.stacks.append((stack, arrangement, []))
        return put(stack) { layout in
            layout.recorder.stackIndex = index
            configure(layout)
        }
    }
}

extension ViewLayout where View == HeadlessStackView {
    /// Puts `child` into the stack as its next arranged view; `configure`
    /// may add constraints of its own (a height, an aspect).
    ///
    /// - Parameters:
    ///   - child: The view to stack.
    ///   - configure: Its own constraints and children.
    /// - Returns: The child's layout.
    @discardableResult
    public func putStacked<Child: HeadlessView>(
        _ child: Child, _ configure: (ViewLayout<Child>) -> Void = { _ in }
    ) -> ViewLayout<Child> {
        if let stackIndex = recorder.stackIndex {
            transaction.stacks[stackIndex].stacked.append(child)
        } else {
            transaction.stacks.append((view, view.arrangement, [child]))
            recorder.stackIndex = transaction.stacks.count - 1
        }
        return put(child, configure)
    }

    /// Puts an image view into the stack as its next arranged view: a new
    /// one by default; `configure` may size it.
    ///
    /// ```swift
    /// stack.putStackedImage { $0.size(equalWith: Size(width: 90, height: 90)) }
    ///     .apply { $0.imageName = "logo" }
    /// ```
    ///
    /// - Parameters:
    ///   - image: The image view to stack.
    ///   - configure: Its own constraints.
    /// - Returns: The image view's layout.
    @discardableResult
    public func putStackedImage(
        _ image: HeadlessImageView = HeadlessImageView(),
        _ configure: (ViewLayout<HeadlessImageView>) -> Void = { _ in }
    ) -> ViewLayout<HeadlessImageView> {
        putStacked(image, configure)
    }
}
