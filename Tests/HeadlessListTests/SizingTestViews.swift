import CellModels
import HeadlessList

/// The height a text needs in the sizing test views: 20 points plus 10 for
/// every started 10 characters, at least one line.
func textHeight(_ text: String) -> Double {
    20 + 10 * Double(max(1, (text.count + 9) / 10))
}

/// A header or footer view with one label, measuring itself by the length
/// of its text.
final class BannerView: HeadlessHeaderFooterView {
    var title: HeadlessLabel!

    override func buildChildren(_ children: ChildBuilder) {
        title = children.child("title") { HeadlessLabel() }
    }

    override class func height(for model: AnyCellModel, width: Double) -> Double {
        model.base(as: BannerModel.self)?.height ?? 28
    }

    override func preferredHeight(forWidth width: Double) -> Double {
        textHeight(title.text)
    }
}

/// A header or footer model shown by a ``BannerView``: it binds without an
/// owner and has no `unconfigure`, so only the view's binding owner ends
/// its binding.
final class BannerModel: CellModel {
    typealias Cell = BannerView
    let cellIdentifier: String
    @ViewState var title: String
    let height: Double
    var contentSnapshot: StateSnapshot { StateSnapshot(title, height) }

    init(_ id: String, _ title: String, height: Double = 28) {
        cellIdentifier = id
        self.title = title
        self.height = height
    }

    func configure(_ view: BannerView) {
        $title.bind(to: view.title, \.text)
    }
}

/// A cell that measures itself by the length of its label's text: as high
/// as ``textHeight(_:)``, and as wide as the line in a collection. It gives
/// a calculated size when its model has one.
final class GrowingCell: HeadlessCell {
    var label: HeadlessLabel!

    override func buildChildren(_ children: ChildBuilder) {
        label = children.child("label") { HeadlessLabel() }
    }

    override func preferredHeight(forWidth width: Double) -> Double {
        textHeight(label.text)
    }

    override func preferredSize(forContentWidth contentWidth: Double) -> Size {
        Size(width: contentWidth, height: textHeight(label.text))
    }

    override func calculatedCellHeight(for cellWidth: Double) -> Double? {
        model?.base(as: GrowingModel.self)?.calculated
    }

    override func calculatedCellSize(for collectionContentWidth: Double) -> Size? {
        model?.base(as: GrowingModel.self)?.calculated.map { Size(width: $0, height: $0) }
    }
}

/// A model shown by a ``GrowingCell``.
final class GrowingModel: CellModel {
    typealias Cell = GrowingCell
    let cellIdentifier: String
    @ViewState var text: String
    let calculated: Double?
    var contentSnapshot: StateSnapshot { StateSnapshot(text, calculated) }

    init(_ id: String, _ text: String, calculated: Double? = nil) {
        cellIdentifier = id
        self.text = text
        self.calculated = calculated
    }

    func configure(_ cell: GrowingCell) {
        $text.bind(to: cell.label, \.text)
    }
}

extension Array where Element == AnyCellModel {
    /// Growing models with these identifiers and texts.
    @MainActor
    static func growing(_ items: [(String, String)]) -> [AnyCellModel] {
        items.map { AnyCellModel(GrowingModel($0.0, $0.1)) }
    }
}

/// A text of `count` characters.
func text(_ count: Int) -> String {
    String(repeating: "x", count: count)
}

/// A cell whose height depends on its width, as a wrapping label's does:
/// ``WrapModel/height(of:width:)``.
final class WrapCell: HeadlessCell {
    var label: HeadlessLabel!

    override func buildChildren(_ children: ChildBuilder) {
        label = children.child("label") { HeadlessLabel() }
    }

    override func preferredHeight(forWidth width: Double) -> Double {
        WrapModel.height(of: label.text, width: width)
    }

    override func preferredSize(forContentWidth contentWidth: Double) -> Size {
        WrapModel.size(of: label.text, lineWidth: contentWidth)
    }
}

/// A model shown by a ``WrapCell``.
final class WrapModel: CellModel {
    typealias Cell = WrapCell
    let cellIdentifier: String
    @ViewState var text: String
    var contentSnapshot: StateSnapshot { StateSnapshot(text) }

    init(_ id: String, _ text: String) {
        cellIdentifier = id
        self.text = text
    }

    func configure(_ cell: WrapCell) {
        $text.bind(to: cell.label, \.text)
    }

    /// The height of `text` at `width`: 8 points a character inside
    /// 10-point insets, 18 points a line, 16 more for the insets, at least
    /// one line.
    nonisolated static func height(of text: String, width: Double) -> Double {
        let perLine = max(1, Int((width - 20) / 8))
        return 16 + 18 * Double(max(1, (text.count + perLine - 1) / perLine))
    }

    /// The size of `text` as an item of a collection whose lines are
    /// `lineWidth` wide: as wide as its characters and insets, at most the
    /// line, and as high as it then wraps.
    nonisolated static func size(of text: String, lineWidth: Double) -> Size {
        let width = min(lineWidth, 20 + 8 * Double(text.count))
        return Size(width: width, height: height(of: text, width: width))
    }
}
