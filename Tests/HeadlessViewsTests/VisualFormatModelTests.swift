import ConstraintSolver
import TestSupport
import Testing

@testable import HeadlessViews

/// Seeded format strings written from a model of Apple's grammar, each
/// string's constraints worked out from the model alone (the oracle) and
/// compared with what the reader makes: the relation, sides, constant and
/// priority of every constraint, in order, and each view's run once the
/// transaction groups them by first view.
@MainActor
@Suite("Constraint layout: visual format strings against a model of the grammar")
struct VisualFormatModelTests {
    // MARK: - The model

    /// What a predicate compares with.
    enum Object {
        case number(Double)
        case metric(String)
        case view(String)
    }

    /// `[relation]object[@priority]`; a `nil` relation is written as
    /// none (`==`), a `nil` priority as none (required).
    struct Predicate {
        var relation: ConstraintRelation?
        var object: Object
        var priority: Object?
    }

    /// What joins two elements.
    enum Connection {
        /// Nothing between: `[a][b]`.
        case flush
        /// `-` alone: the standard spacing.
        case standard
        /// `-8-` or `-m-`.
        case single(Object)
        /// `-(predicates)-`.
        case predicates([Predicate])
    }

    /// One whole string: its orientation as written (`H:`, `V:` or none),
    /// its views with their own predicates, the connections between them,
    /// and the connections to `|` at either end, if any.
    struct Format {
        var orientation: String
        var views: [(name: String, predicates: [Predicate])]
        var between: [Connection]
        var leading: Connection?
        var trailing: Connection?

        var isVertical: Bool { orientation == "V:" }
    }

    /// One constraint as the model gives it, by view name ("root" for `|`).
    struct Expected: Equatable, CustomStringConvertible {
        var first: String
        var firstAttribute: LayoutAttribute
        var relation: ConstraintRelation
        var second: String?
        var secondAttribute: LayoutAttribute?
        var constant: Double
        var priority: Double

        var description: String {
            "\(first).\(firstAttribute) \(relation) \(second.map { "\($0).\(secondAttribute!)" } ?? "_") + \(constant) @\(priority)"
        }
    }

    nonisolated static let viewNames = ["a", "b", "title", "v2", "_x"]
    nonisolated static let metrics: [String: Double] = [
        "m": 12, "gap": 0.5, "wide": 300, "neg": -4, "p": 250, "hi": 999,
    ]
    nonisolated static let priorityMetrics = ["p", "hi"]
    nonisolated static let lengthMetrics = ["m", "gap", "wide", "neg"]

    // MARK: - Writing a string

    static func text(of object: Object) -> String {
        switch object {
        case .number(let value): value == value.rounded() ? String(Int(value)) : String(value)
        case .metric(let name), .view(let name): name
        }
    }

    static func text(of predicate: Predicate) -> String {
        let relation: String
        switch predicate.relation {
        case nil: relation = ""
        case .equal?: relation = "=="
        case .greaterThanOrEqual?: relation = ">="
        case .lessThanOrEqual?: relation = "<="
        }
        return relation + text(of: predicate.object) + (predicate.priority.map { "@" + text(of: $0) } ?? "")
    }

    static func text(of connection: Connection) -> String {
        switch connection {
        case .flush: ""
        case .standard: "-"
        case .single(let object): "-\(text(of: object))-"
        case .predicates(let predicates): "-(" + predicates.map(text(of:)).joined(separator: ",") + ")-"
        }
    }

    static func text(of format: Format) -> String {
        var text = format.orientation
        if let leading = format.leading { text += "|" + Self.text(of: leading) }
        for (index, view) in format.views.enumerated() {
            if index > 0 { text += Self.text(of: format.between[index - 1]) }
            text += "[" + view.name
            if !view.predicates.isEmpty {
                text += "(" + view.predicates.map(Self.text(of:)).joined(separator: ",") + ")"
            }
            text += "]"
        }
        if let trailing = format.trailing { text += Self.text(of: trailing) + "|" }
        return text
    }

    // MARK: - The oracle

    static func value(of object: Object) -> Double {
        switch object {
        case .number(let value): value
        case .metric(let name): metrics[name]!
        case .view: 0
        }
    }

    /// The constraints `format` stands for: each connection's predicates
    /// from left to right (a spacing to `|` with the superview first at
    /// the end), then each view's own predicates on its length.
    static func constraints(of format: Format) -> [Expected] {
        let (start, end, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            format.isVertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        /// The relation, constant and priority of each predicate of a
        /// connection; `standard` is the spacing `-` alone stands for.
        func predicates(_ connection: Connection, standard: Double) -> [(ConstraintRelation, Double, Double)] {
            switch connection {
            case .flush: [(.equal, 0, 1000)]
            case .standard: [(.equal, standard, 1000)]
            case .single(let object): [(.equal, value(of: object), 1000)]
            case .predicates(let list):
                list.map { ($0.relation ?? .equal, value(of: $0.object), $0.priority.map(value(of:)) ?? 1000) }
            }
        }
        var result: [Expected] = []
        if let leading = format.leading {
            for (relation, constant, priority) in predicates(leading, standard: 20) {
                result.append(
                    Expected(
                        first: format.views[0].name, firstAttribute: start, relation: relation, second: "root",
                        secondAttribute: start, constant: constant, priority: priority))
            }
        }
        for index in format.between.indices {
            for (relation, constant, priority) in predicates(format.between[index], standard: 8) {
                result.append(
                    Expected(
                        first: format.views[index + 1].name, firstAttribute: start, relation: relation,
                        second: format.views[index].name, secondAttribute: end, constant: constant, priority: priority))
            }
        }
        if let trailing = format.trailing {
            for (relation, constant, priority) in predicates(trailing, standard: 20) {
                result.append(
                    Expected(
                        first: "root", firstAttribute: end, relation: relation, second: format.views.last!.name,
                        secondAttribute: end, constant: constant, priority: priority))
            }
        }
        for view in format.views {
            for predicate in view.predicates {
                var other: String?
                if case .view(let name) = predicate.object { other = name }
                result.append(
                    Expected(
                        first: view.name, firstAttribute: length, relation: predicate.relation ?? .equal,
                        second: other, secondAttribute: other == nil ? nil : length,
                        constant: value(of: predicate.object), priority: predicate.priority.map(value(of:)) ?? 1000))
            }
        }
        return result
    }

    // MARK: - Random strings

    struct Writer {
        var random: SeededGenerator

        mutating func pick<T>(_ choices: [T]) -> T { choices[random.below(choices.count)] }

        mutating func number(allowsNegative: Bool) -> Double {
            let whole = Double(random.below(40))
            let value = pick([whole, whole + 0.5, whole + 0.25])
            return allowsNegative && random.below(4) == 0 ? -value : value
        }

        /// A predicate; `views` are the names it may compare with (none in
        /// a connection).
        mutating func predicate(views: [String], inParentheses: Bool) -> Predicate {
            let relation: ConstraintRelation? = pick([nil, .equal, .greaterThanOrEqual, .lessThanOrEqual])
            let object: Object
            switch random.below(views.isEmpty ? 2 : 3) {
            // A negative number only where a parenthesis starts it: `--4-`
            // is not the grammar's.
            case 0: object = .number(number(allowsNegative: inParentheses))
            case 1: object = .metric(pick(VisualFormatModelTests.lengthMetrics))
            default: object = .view(pick(views))
            }
            var priority: Object?
            switch random.below(4) {
            case 0: priority = .number(Double(1 + random.below(1000)))
            case 1: priority = .metric(pick(VisualFormatModelTests.priorityMetrics))
            default: priority = nil
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        mutating func predicates(views: [String]) -> [Predicate] {
            (0..<(1 + random.below(3))).map { _ in predicate(views: views, inParentheses: true) }
        }

        mutating func connection(allowsFlush: Bool) -> Connection {
            switch random.below(allowsFlush ? 4 : 3) {
            case 0: .standard
            case 1:
                .single(
                    random.below(2) == 0 ? .number(number(allowsNegative: false)) : .metric(pick(["m", "gap", "wide"])))
            case 2: .predicates(predicates(views: []))
            default: .flush
            }
        }

        mutating func format() -> Format {
            let names = VisualFormatModelTests.viewNames.shuffled(using: &random).prefix(1 + random.below(3))
            var views: [(name: String, predicates: [Predicate])] = []
            for name in names {
                let others = VisualFormatModelTests.viewNames.filter { $0 != name }
                views.append((name, random.below(3) == 0 ? predicates(views: others) : []))
            }
            return Format(
                orientation: pick(["H:", "V:", ""]), views: views,
                between: (1..<views.count).map { _ in connection(allowsFlush: true) },
                leading: random.below(2) == 0 ? connection(allowsFlush: true) : nil,
                trailing: random.below(2) == 0 ? connection(allowsFlush: true) : nil)
        }
    }

    // MARK: - Tests

    /// One constraint as the reader made it, by view name.
    static func observed(_ constraint: LayoutConstraint) -> Expected {
        Expected(
            first: constraint.firstView?.layoutName ?? "gone", firstAttribute: constraint.firstAttribute,
            relation: constraint.relation, second: constraint.secondView?.layoutName,
            secondAttribute: constraint.secondAttribute, constant: constraint.constant,
            priority: constraint.priority.rawValue)
    }

    @Test(
        "Seeded strings make the constraints the grammar gives, in order, and each view's run groups its own",
        arguments: 0..<8)
    func matchesModel(seed: UInt64) throws {
        var writer = Writer(random: SeededGenerator(seed: seed))
        let root = makeRoot()
        let views = Self.viewNames.map { HeadlessView(identifier: $0) }
        let byName = Dictionary(uniqueKeysWithValues: zip(Self.viewNames, views))
        for round in 0..<150 {
            let formats = (0..<(1 + writer.random.below(3))).map { _ in writer.format() }
            let texts = formats.map(Self.text(of:))
            let transaction = LayoutTransaction(host: root, strategy: .make)
            let layout = ViewLayout<HeadlessView>(view: root, parent: nil, transaction: transaction)
            for view in views { layout.put(view) }
            for text in texts { layout.visualFormat(text, metrics: Self.metrics, views: byName) }
            let context = "seed \(seed), round \(round): \(texts)"
            #expect(transaction.misuses.isEmpty, "\(context): \(transaction.misuses.map(\.message))")
            let expected = formats.flatMap(Self.constraints(of:))
            let made = transaction.made.map(Self.observed)
            #expect(made == expected, "\(context)")
            // Grouped for the commit: each first view's constraints
            // together, in the order each first view first comes.
            var order: [String] = []
            for constraint in expected where !order.contains(constraint.first) { order.append(constraint.first) }
            let grouped = order.flatMap { first in expected.filter { $0.first == first } }
            #expect(transaction.madeGroupedByFirstView().map(Self.observed) == grouped, "\(context)")
        }
    }

    @Test("The model writes the strings the grammar's own examples are")
    func modelWritesExamples() {
        let format = Format(
            orientation: "H:",
            views: [
                ("a", [Predicate(relation: .equal, object: .number(50), priority: nil)]),
                ("b", [Predicate(relation: nil, object: .view("a"), priority: .number(750))]),
            ],
            between: [.standard], leading: .single(.number(10)),
            trailing: .predicates([Predicate(relation: .greaterThanOrEqual, object: .number(20), priority: nil)]))
        #expect(Self.text(of: format) == "H:|-10-[a(==50)]-[b(a@750)]-(>=20)-|")
        #expect(
            Self.constraints(of: format).map(\.description) == [
                "a.leading == root.leading + 10.0 @1000.0", "b.leading == a.trailing + 8.0 @1000.0",
                "root.trailing >= b.trailing + 20.0 @1000.0", "a.width == _ + 50.0 @1000.0",
                "b.width == a.width + 0.0 @750.0",
            ])
    }
}
