import CellModels
import HeadlessViews
import ListDiffExchange

/// Checks a spec's JSON against a registry and turns it into the objects
/// to make and the steps that connect them, in five passes:
///
/// 1. the objects and their classes;
/// 2. outlets: each names an outlet of the class and an object it accepts;
/// 3. subviews: each is a view, added to a class with a content view, in
///    one subview list only (a view has one superview), and no view is
///    inside itself;
/// 4. bindings: each names a view property and a value of the `to`
///    object's class that fits it;
/// 5. nothing else: unknown keys are errors.
///
/// Nothing is made here; a spec with an error produces no steps.
@MainActor
struct SpecChecker {
    typealias Step = ([String: AnyObject], BindingOwner) -> Void

    let file: String
    let registry: SpecRegistry

    func error(_ place: String, _ message: String) -> BindingSpecError {
        BindingSpecError(file: file, place: place, message: message)
    }

    func check(_ json: JSONValue) throws(BindingSpecError) -> ([(name: String, entry: SpecRegistry.Entry)], [Step]) {
        guard case .object(let members) = json else {
            throw error("", "expected an object of named objects, found \(json.kindDescription)")
        }
        // Pass 1: the objects and their classes.
        var objects: [(name: String, entry: SpecRegistry.Entry)] = []
        var bodies: [String: [String: JSONValue]] = [:]
        for name in members.keys.sorted() {
            guard case .object(let body) = members[name]! else {
                throw error(name, "expected an object, found \(members[name]!.kindDescription)")
            }
            // Pass 5, early: unknown keys.
            for key in body.keys.sorted() where !["class", "outlets", "subviews", "view", "bindings"].contains(key) {
                throw error(
                    "\(name).\(key)", "unknown key '\(key)'; expected class, outlets, subviews, view or bindings")
            }
            // `view: {subviews: [...]}` says the same as `subviews: [...]`.
            if let view = body["view"] {
                guard case .object(let members) = view else {
                    throw error("\(name).view", "expected an object, found \(view.kindDescription)")
                }
                for key in members.keys.sorted() where key != "subviews" {
                    throw error("\(name).view.\(key)", "unknown key '\(key)'; expected subviews")
                }
                guard body["subviews"] == nil else {
                    throw error("\(name).view.subviews", "subviews given twice; give them once")
                }
            }
            guard let classValue = body["class"] else { throw error(name, "missing 'class'") }
            guard case .string(let className) = classValue else {
                throw error("\(name).class", "expected a string, found \(classValue.kindDescription)")
            }
            guard let entry = registry.entries[className] else {
                throw error("\(name).class", "unknown class '\(className)'; register it in the SpecRegistry")
            }
            objects.append((name, entry))
            bodies[name] = body
        }
        let entries = Dictionary(uniqueKeysWithValues: objects.map { ($0.name, $0.entry) })
        var steps: [Step] = []
        var children: [String: [(name: String, place: String)]] = [:]
        var superviews: [String: String] = [:]  // a subview's name: where it is listed
        for (name, entry) in objects {
            let body = bodies[name]!
            steps += try outlets(of: name, entry, body["outlets"], entries)
            if case .object(let view) = body["view"] {
                steps += try subviews(
                    of: name, entry, view["subviews"], entries, place: "\(name).view.subviews", children: &children,
                    superviews: &superviews)
            } else {
                steps += try subviews(
                    of: name, entry, body["subviews"], entries, place: "\(name).subviews", children: &children,
                    superviews: &superviews)
            }
        }
        try checkNoCycle(objects.map(\.name), children)
        for (name, entry) in objects {
            steps += try bindings(of: name, entry, bodies[name]!["bindings"], entries)
        }
        return (objects, steps)
    }

    /// The object that `"/Name"` refers to.
    private func reference(
        _ value: JSONValue, at place: String, _ entries: [String: SpecRegistry.Entry]
    ) throws(BindingSpecError) -> (name: String, entry: SpecRegistry.Entry) {
        guard case .string(let text) = value else {
            throw error(place, "expected a string '/Object', found \(value.kindDescription)")
        }
        guard text.hasPrefix("/"), let entry = entries[String(text.dropFirst())] else {
            throw error(place, "expected '/Name' of an object in this spec, found '\(text)'")
        }
        return (String(text.dropFirst()), entry)
    }

    // Pass 2.
    private func outlets(
        of name: String, _ entry: SpecRegistry.Entry, _ json: JSONValue?, _ entries: [String: SpecRegistry.Entry]
    ) throws(BindingSpecError) -> [Step] {
        guard let json else { return [] }
        guard case .object(let members) = json else {
            throw error("\(name).outlets", "expected an object, found \(json.kindDescription)")
        }
        var steps: [Step] = []
        for property in members.keys.sorted() {
            let place = "\(name).outlets.\(property)"
            guard case .outlet(let outlet) = entry.properties[property] else {
                throw error(place, "unknown outlet '\(property)' of \(entry.name)")
            }
            let target = try reference(members[property]!, at: place, entries)
            guard outlet.accepts(target.entry.type) else {
                throw error(
                    place,
                    "outlet '\(property)' of \(entry.name) takes a \(outlet.typeName), found \(target.entry.name)")
            }
            steps.append { objects, _ in outlet.set(objects[name]!, objects[target.name]!) }
        }
        return steps
    }

    // Pass 3.
    private func subviews(
        of name: String, _ entry: SpecRegistry.Entry, _ json: JSONValue?, _ entries: [String: SpecRegistry.Entry],
        place listPlace: String, children: inout [String: [(name: String, place: String)]],
        superviews: inout [String: String]
    ) throws(BindingSpecError) -> [Step] {
        guard let json else { return [] }
        guard case .array(let items) = json else {
            throw error(listPlace, "expected an array, found \(json.kindDescription)")
        }
        guard let contentView = entry.contentView else {
            throw error(listPlace, "\(entry.name) has no content view to add subviews to")
        }
        var steps: [Step] = []
        for (index, item) in items.enumerated() {
            let place = "\(listPlace)[\(index)]"
            let child = try reference(item, at: place, entries)
            guard child.entry.type is HeadlessView.Type else {
                throw error(place, "expected a view, found \(child.entry.name)")
            }
            guard child.name != name else { throw error(place, "a view cannot be its own subview") }
            // Added twice, the view would silently leave its first place.
            if let first = superviews[child.name] {
                throw error(place, "'/\(child.name)' is already a subview at \(first); a view has one superview")
            }
            superviews[child.name] = place
            children[name, default: []].append((child.name, place))
            steps.append { objects, _ in
                contentView(objects[name]!).addSubview(objects[child.name] as! HeadlessView)
            }
        }
        return steps
    }

    /// Refuses subviews that hold each other (a view inside its own
    /// subview, at any depth), naming the circle at the subview entry that
    /// closes it. Depth first, with its own stack: a chain of subviews is
    /// as long as the spec makes it.
    ///
    /// - Complexity: O(*v* + *s*) for *v* objects and *s* subview entries.
    private func checkNoCycle(
        _ names: [String], _ children: [String: [(name: String, place: String)]]
    ) throws(BindingSpecError) {
        var done: Set<String> = []
        // The views on the path from the root being walked, each with the
        // index of its next child to visit.
        var path: [(name: String, next: Int)] = []
        var onPath: [String: Int] = [:]  // a view on the path: its index there
        for root in names where !done.contains(root) {
            path.append((root, 0))
            onPath[root] = 0
            while let (name, next) = path.last {
                let list = children[name] ?? []
                guard next < list.count else {
                    path.removeLast()
                    onPath[name] = nil
                    done.insert(name)
                    continue
                }
                path[path.count - 1].next += 1
                let child = list[next]
                if let start = onPath[child.name] {
                    let circle = path[start...].map(\.name) + [child.name]
                    throw error(child.place, "subviews hold each other: \(circle.joined(separator: " → "))")
                }
                guard !done.contains(child.name) else { continue }
                onPath[child.name] = path.count
                path.append((child.name, 0))
            }
        }
    }

    // Pass 4.
    private func bindings(
        of name: String, _ entry: SpecRegistry.Entry, _ json: JSONValue?, _ entries: [String: SpecRegistry.Entry]
    ) throws(BindingSpecError) -> [Step] {
        guard let json else { return [] }
        guard case .object(let members) = json else {
            throw error("\(name).bindings", "expected an object, found \(json.kindDescription)")
        }
        var steps: [Step] = []
        for property in members.keys.sorted() {
            let place = "\(name).bindings.\(property)"
            guard case .target(let target) = entry.properties[property] else {
                throw error(place, "unknown property '\(property)' of \(entry.name)")
            }
            switch members[property]! {
            case .array(let items):
                guard !items.isEmpty else { throw error(place, "expected at least one binding, found none") }
                var terms: [(String, SpecSource, SpecTest)] = []
                for (index, item) in items.enumerated() {
                    let (source, expression, to) = try binding(item, at: "\(place)[\(index)]", entries)
                    let test = try boolTest(expression, source, at: "\(place)[\(index)].value", entries[to]!.name)
                    terms.append((to, source, test))
                }
                steps.append(try conjunction(of: terms, to: target, of: name, entry, at: place))
            case let item:
                let (source, expression, to) = try binding(item, at: place, entries)
                if let test = expression.test {
                    let test = try boolTest(
                        SpecExpression(property: expression.property, test: test), source, at: "\(place).value",
                        entries[to]!.name)
                    steps.append(try conjunction(of: [(to, source, test)], to: target, of: name, entry, at: place))
                } else {
                    guard target.accepts(source) else {
                        throw error(
                            "\(place).value",
                            "'\(expression.property)' of \(entries[to]!.name) is \(source.typeName), "
                                + "'\(property)' of \(entry.name) is \(target.typeName)")
                    }
                    steps.append { objects, owner in
                        source.bind(objects[to]!, target.request(objects[name]!), owner)
                    }
                }
            }
        }
        return steps
    }

    /// One binding object: its source property, parsed value and `to`.
    private func binding(
        _ json: JSONValue, at place: String, _ entries: [String: SpecRegistry.Entry]
    ) throws(BindingSpecError) -> (SpecSource, SpecExpression, String) {
        guard case .object(let members) = json else {
            throw error(
                place, "expected a binding {\"to\": \"/Object\", \"value\": ...}, found \(json.kindDescription)")
        }
        for key in members.keys.sorted() where key != "to" && key != "value" {
            throw error("\(place).\(key)", "unknown key '\(key)'; expected to or value")
        }
        guard let toValue = members["to"] else { throw error(place, "missing 'to'") }
        let to = try reference(toValue, at: "\(place).to", entries)
        guard let value = members["value"] else { throw error(place, "missing 'value'") }
        guard case .string(let text) = value else {
            throw error("\(place).value", "expected a string, found \(value.kindDescription)")
        }
        let expression: SpecExpression
        switch SpecExpression.parse(text) {
        case .success(let parsed): expression = parsed
        case .failure(let failure): throw error("\(place).value", failure.message)
        }
        guard case .source(let source) = to.entry.properties[expression.property] else {
            throw error("\(place).value", "unknown property '\(expression.property)' of \(to.entry.name)")
        }
        return (source, expression, to.name)
    }

    /// The test a term of a boolean binding makes: its own, or the value
    /// itself for a `Bool`.
    private func boolTest(
        _ expression: SpecExpression, _ source: SpecSource, at place: String, _ className: String
    ) throws(BindingSpecError) -> SpecTest {
        let test = expression.test ?? .truth
        switch test {
        case .truth, .negation:
            guard source.isBool else {
                throw error(place, "'\(expression.property)' of \(className) is \(source.typeName), expected Bool")
            }
        case .isNull, .isNotNull:
            guard source.supportsNull else {
                throw error(
                    place, "'\(expression.property)' of \(className) is \(source.typeName), which is never null")
            }
        case .length:
            guard source.supportsLength else {
                throw error(
                    place, "'\(expression.property)' of \(className) is \(source.typeName), which has no length")
            }
        }
        return test
    }

    /// The step that writes the AND of the terms to a `Bool` property.
    private func conjunction(
        of terms: [(to: String, source: SpecSource, test: SpecTest)], to target: SpecTarget, of name: String,
        _ entry: SpecRegistry.Entry, at place: String
    ) throws(BindingSpecError) -> Step {
        guard let writeBool = target.writeBool else {
            throw error(place, "a test gives a Bool, but this property of \(entry.name) is \(target.typeName)")
        }
        return { objects, owner in
            let view = objects[name]!
            let state = SpecConjunction(count: terms.count) { [weak view] value in
                if let view { writeBool(view, value) }
            }
            for (index, term) in terms.enumerated() {
                // The observers hold the conjunction; it ends with them.
                term.source.listen(objects[term.to]!, term.test, owner) { value in
                    state.set(value, at: index)
                }
            }
        }
    }
}
