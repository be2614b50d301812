import HeadlessViews
import Testing

/// Seed 001's `layoutBuilderNeedParent`: a delegate may supply the parent of
/// a view laid out with none.
@MainActor
@Suite("A delegate supplies a missing parent")
struct LayoutParentDelegateTests {
    final class ParentSupplier: LayoutDelegate {
        let parent: HeadlessView?
        let failure: LayoutError?
        var asked: [String?] = []
        var misuses: [LayoutError.Kind] = []

        init(parent: HeadlessView?, failure: LayoutError? = nil) {
            self.parent = parent
            self.failure = failure
        }

        func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError) {
            misuses.append(misuse.kind)
        }

        func layoutBuilderNeedParent(_ view: HeadlessView) throws(LayoutError) -> HeadlessView? {
            asked.append(view.identifier)
            if let failure { throw failure }
            return parent
        }
    }

    @Test("The supplied parent takes the view, and the relations use it")
    func supplied() throws {
        let window = makeRoot(300, 300)
        let view = HeadlessView(identifier: "screen")
        let supplier = ParentSupplier(parent: window)
        try view.makeLayout(delegate: supplier) { layout in
            layout.fillParent(with: EdgeInsets(all: 10))
        }
        window.layoutIfNeeded()
        #expect(supplier.asked == ["screen"])
        #expect(view.superview === window)
        // 10 inside 300 × 300 on every side.
        #expect(view.frame == Rect(x: 10, y: 10, width: 280, height: 280))
        #expect(supplier.misuses.isEmpty)
    }

    @Test("No parent supplied: the missing parent is a misuse, as before")
    func notSupplied() throws {
        let view = HeadlessView(identifier: "screen")
        let supplier = ParentSupplier(parent: nil)
        try view.makeLayout(delegate: supplier) { layout in layout.top.equalWithParent() }
        #expect(supplier.asked == ["screen"])
        #expect(supplier.misuses == [.missingParent])
        #expect(view.superview == nil)
    }

    @Test("A delegate that throws abandons the layout")
    func throwing() {
        let window = makeRoot(300, 300)
        let view = HeadlessView(identifier: "screen")
        let failure = LayoutError(.missingParent, "no window yet")
        let supplier = ParentSupplier(parent: window, failure: failure)
        #expect(throws: failure) {
            try view.makeLayout(delegate: supplier) { layout in layout.top.equalWithParent() }
        }
        #expect(view.superview == nil && view.constraints.isEmpty)
    }
}
