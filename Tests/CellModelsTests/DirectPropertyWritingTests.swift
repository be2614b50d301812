@_spi(Instrumentation) import CellModels
import TestSupport
import Testing

/// A binding to a key path whose view type gives a setter for it
/// (`DirectPropertyWriting`) writes through the setter: the view must end up
/// exactly as a binding through the key path leaves a twin view that gives
/// none, and a key path the type does not name is written as before.
@MainActor
@Suite("Bindings that write through a view's own setter")
struct DirectPropertyWritingTests {
    /// A label that gives a setter for its text, not for its detail, and
    /// counts the writes each way.
    @MainActor
    final class DirectLabel: DirectPropertyWriting {
        var text = "" {
            didSet { writes.append("text=\(text)") }
        }
        var detail = "" {
            didSet { writes.append("detail=\(detail)") }
        }
        var writes: [String] = []
        var directWrites = 0

        static func propertyWriter<Value>(
            for keyPath: ReferenceWritableKeyPath<DirectLabel, Value>
        ) -> ((DirectLabel, Value) -> Void)? {
            guard keyPath == \DirectLabel.text else { return nil }
            return { (label: DirectLabel, text: String) in
                label.directWrites += 1
                label.text = text
            } as? (DirectLabel, Value) -> Void
        }
    }

    /// The same label without a setter of its own: every binding writes
    /// through the key path.
    @MainActor
    final class KeyPathLabel {
        var text = "" {
            didSet { writes.append("text=\(text)") }
        }
        var detail = "" {
            didSet { writes.append("detail=\(detail)") }
        }
        var writes: [String] = []
    }

    @MainActor
    final class Model {
        @ViewState var title: String
        @ViewState var subtitle: String

        init(_ title: String, _ subtitle: String) {
            self.title = title
            self.subtitle = subtitle
        }
    }

    @Test("Seeded shows, moves, edits and unbinding: the direct label matches the key-path label", arguments: 1...4)
    func matchesKeyPath(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let (direct, twin) = (DirectLabel(), KeyPathLabel())
        let (directOwner, twinOwner) = (BindingOwner(), BindingOwner())
        var models: [(direct: Model, twin: Model)] = []
        for step in 0..<200 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                // A reused view shows another model.
                let (title, subtitle) = ("t\(Int.random(in: 0..<5, using: &random))", "s\(step)")
                let pair = (Model(title, subtitle), Model(title, subtitle))
                models.append(pair)
                directOwner.unbindAllForReuse()
                twinOwner.unbindAllForReuse()
                directOwner.collectingBindings {
                    pair.0.$title.bind(to: direct, \.text)
                    pair.0.$subtitle.bind(to: direct, \.detail)
                }
                twinOwner.collectingBindings {
                    pair.1.$title.bind(to: twin, \.text)
                    pair.1.$subtitle.bind(to: twin, \.detail)
                }
            case 1, 2:
                // Any model edits, shown or not.
                guard let index = models.indices.randomElement(using: &random) else { continue }
                let value = "e\(Int.random(in: 0..<5, using: &random))"
                if Bool.random(using: &random) {
                    models[index].direct.title = value
                    models[index].twin.title = value
                } else {
                    models[index].direct.subtitle = value
                    models[index].twin.subtitle = value
                }
            default:
                directOwner.unbindAll()
                twinOwner.unbindAll()
            }
            #expect(direct.writes == twin.writes, "seed \(seed), step \(step)")
            #expect(direct.text == twin.text && direct.detail == twin.detail, "seed \(seed), step \(step)")
        }
        // Every text write went through the setter; the detail's did not.
        let textWrites = direct.writes.count { $0.hasPrefix("text=") }
        #expect(direct.directWrites == textWrites && textWrites > 0, "seed \(seed)")
    }

    @Test("A key path the type does not name is written through the key path")
    func fallsBack() {
        let label = DirectLabel()
        let model = Model("title", "subtitle")
        let binding = model.$subtitle.bind(to: label, \.detail)
        #expect(label.detail == "subtitle" && label.directWrites == 0)
        model.subtitle = "next"
        #expect(label.detail == "next" && label.directWrites == 0)
        binding.unbind()
        model.subtitle = "late"
        #expect(label.detail == "next")
    }

    @Test("A named key path is written through the setter, and an ended binding writes nothing")
    func writesDirectly() {
        let label = DirectLabel()
        let model = Model("title", "subtitle")
        let binding = model.$title.bind(to: label, \.text)
        #expect(label.text == "title" && label.directWrites == 1)
        model.title = "next"
        #expect(label.text == "next" && label.directWrites == 2)
        binding.unbind()
        model.title = "late"
        #expect(label.text == "next" && label.directWrites == 2)
    }
}
