/// The margins of the view being laid out, as positions to constrain: its
/// frame moved in by its ``HeadlessView/layoutMargins``. Reach it through
/// ``ViewLayout/margins``.
///
/// ```swift
/// layout.put(like) { $0.margins.leading.equal(with: bar.layout.margins.leading) }
/// ```
@MainActor
public struct MarginLayout {
    let recorder: ConstraintRecorder

    /// The left margin.
    public var left: PositionAnchorMaker<HorizontalPosition> { maker(.left) }
    /// The right margin.
    public var right: PositionAnchorMaker<HorizontalPosition> { maker(.right) }
    /// The leading margin.
    public var leading: PositionAnchorMaker<HorizontalPosition> { maker(.leading) }
    /// The trailing margin.
    public var trailing: PositionAnchorMaker<HorizontalPosition> { maker(.trailing) }
    /// The vertical centre line of the margins.
    public var centerX: PositionAnchorMaker<HorizontalPosition> { maker(.centerX) }
    /// The top margin.
    public var top: PositionAnchorMaker<VerticalPosition> { maker(.top) }
    /// The bottom margin.
    public var bottom: PositionAnchorMaker<VerticalPosition> { maker(.bottom) }
    /// The horizontal centre line of the margins.
    public var centerY: PositionAnchorMaker<VerticalPosition> { maker(.centerY) }

    private func maker<Kind>(_ attribute: LayoutAttribute) -> PositionAnchorMaker<Kind> {
        PositionAnchorMaker(recorder: recorder, attribute: attribute, area: .margins)
    }
}
