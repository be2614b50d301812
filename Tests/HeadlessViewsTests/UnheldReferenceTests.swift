@_spi(Instrumentation) import CellModels
import HeadlessViews
import Testing

/// What refers to a view or a binding owner without holding it (a
/// constraint's sides, a view's superview, a binding's view and owner)
/// holds the object's lifetime, not a weak reference; these tests pin that
/// each still reads `nil`, or ends, once the object is freed.
@MainActor
@Suite("Unheld references: constraints, superviews and bindings let go of freed views and owners")
struct UnheldReferenceTests {
    @MainActor
    final class Person {
        @ViewState var name = "Ann"
    }

    @Test("A constraint kept after its views are freed names neither and describes them as gone")
    func constraintOutlivesViews() throws {
        var kept: LayoutConstraint?
        weak var freedFirst: HeadlessView?
        do {
            let root = HeadlessView(identifier: "root")
            root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            let first = HeadlessView(identifier: "first")
            let second = HeadlessView(identifier: "second")
            try root.makeLayout { layout in
                layout.put(second) { $0.fillParent(priority: .required) }
                layout.put(first) { $0.top.equal(with: second.layout.bottom, priority: .required) }
            }
            root.layoutIfNeeded()
            kept = first.constraints.first { $0.secondView === second }
            #expect(kept?.firstView === first)
            freedFirst = first
        }
        #expect(freedFirst == nil)
        #expect(kept != nil)
        #expect(kept?.firstView == nil)
        #expect(kept?.secondView == nil)
        #expect(kept?.description.hasPrefix("(gone).top") == true)
    }

    @Test("A subview kept after its superview is freed has no superview, and can be added elsewhere")
    func subviewOutlivesSuperview() {
        let child = HeadlessView(identifier: "child")
        weak var freedParent: HeadlessView?
        do {
            let parent = HeadlessView(identifier: "parent")
            parent.addSubview(child)
            #expect(child.superview === parent)
            freedParent = parent
        }
        #expect(freedParent == nil)
        #expect(child.superview == nil)
        let other = HeadlessView(identifier: "other")
        other.addSubview(child)
        #expect(child.superview === other)
        #expect(other.subviews.count == 1)
    }

    @Test("A binding to a freed label ends, and the state stops writing to it")
    func bindingOutlivesLabel() {
        let person = Person()
        var binding: ViewBinding?
        weak var freedLabel: HeadlessLabel?
        do {
            let label = HeadlessLabel()
            binding = person.$name.bind(to: label, \.text)
            #expect(label.text == "Ann")
            #expect(binding?.isBound == true)
            freedLabel = label
        }
        #expect(freedLabel == nil)
        #expect(binding?.isBound == false)
        person.name = "Grace"
        #expect(person.$name.bindingCount == 0)
    }

    @Test("A binding whose owner is freed ends; the label keeps the last value written")
    func bindingOutlivesOwner() {
        let person = Person()
        let label = HeadlessLabel()
        var binding: ViewBinding?
        do {
            let owner = BindingOwner()
            binding = person.$name.bind(to: label, \.text, owner: owner)
            #expect(binding?.isBound == true)
        }
        #expect(binding?.isBound == false)
        person.name = "Grace"
        #expect(label.text == "Ann")
    }
}
