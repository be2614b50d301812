import CellModels
import HeadlessViews

/// The classes a binding spec file can name, by name: a factory that makes
/// an object, and the properties the class declares for bindings.
///
/// A spec names classes as strings, so it needs no particular view or
/// controller type: register yours, next to the headless views that
/// ``headless()`` registers.
///
/// ```swift
/// let registry = SpecRegistry.headless()
/// registry.register(PersonViewController.self, properties: [
///     "person": .state(\.$person),
///     "person.firstName": .state(\.$person, \.firstName),
///     "isSaving": .state(\.$isSaving),
///     "firstNameField": .outlet(\.firstNameField),
/// ], contentView: { $0.view }) { PersonViewController() }
/// ```
@MainActor
public final class SpecRegistry {
    /// A registered class.
    struct Entry {
        let name: String
        let type: AnyObject.Type
        let make: () -> AnyObject
        let properties: [String: SpecPropertyKind]
        /// The view that a spec's `subviews` are added to.
        let contentView: ((AnyObject) -> HeadlessView)?
    }

    private(set) var entries: [String: Entry] = [:]

    /// Creates a registry with no classes.
    public init() {}

    /// Registers `type` under `name` (by default the type's name).
    /// Registering a name again replaces its entry.
    ///
    /// - Parameters:
    ///   - type: The class.
    ///   - name: The name a spec's `class` gives.
    ///   - properties: The names spec bindings and outlets use, and what
    ///     they are.
    ///   - contentView: The view a spec's `subviews` are added to; by
    ///     default, the object itself when it is a `HeadlessView`.
    ///   - make: Makes a new object.
    public func register<Object: AnyObject>(
        _ type: Object.Type, named name: String? = nil, properties: [String: SpecProperty<Object>],
        contentView: ((Object) -> HeadlessView)? = nil, make: @escaping () -> Object
    ) {
        let name = name ?? String(describing: type)
        var content: ((AnyObject) -> HeadlessView)?
        if let contentView {
            content = { contentView($0 as! Object) }
        } else if Object.self is HeadlessView.Type {
            content = { $0 as! HeadlessView }
        }
        entries[name] = Entry(
            name: name, type: type, make: make, properties: properties.mapValues(\.kind), contentView: content)
    }

    /// A registry holding the headless views under their type names, with
    /// the property names of UIKit's key-value coding: `text`,
    /// `placeholder`, `enabled`, `hidden`, `on`, `value`, `selected`,
    /// `title`, `imageName`, `highlighted`, `numberOfLines`.
    public static func headless() -> SpecRegistry {
        let registry = SpecRegistry()
        registry.register(HeadlessView.self, properties: ["hidden": .property(\.isHidden)]) { HeadlessView() }
        registry.register(
            HeadlessLabel.self,
            properties: [
                "text": .property(\.text), "enabled": .property(\.isEnabled), "hidden": .property(\.isHidden),
                "numberOfLines": .property(\.numberOfLines),
            ]
        ) { HeadlessLabel() }
        registry.register(
            HeadlessTextField.self,
            properties: [
                "text": .editable(\.text), "placeholder": .property(\.placeholder), "enabled": .property(\.isEnabled),
                "hidden": .property(\.isHidden),
            ]
        ) { HeadlessTextField() }
        registry.register(
            HeadlessSearchBar.self,
            properties: [
                "text": .editable(\.text), "placeholder": .property(\.placeholder), "enabled": .property(\.isEnabled),
                "hidden": .property(\.isHidden),
            ]
        ) { HeadlessSearchBar() }
        registry.register(
            HeadlessButton.self,
            properties: [
                "title": .property(\.title), "selected": .editable(\.isSelected), "enabled": .property(\.isEnabled),
                "hidden": .property(\.isHidden),
            ]
        ) { HeadlessButton() }
        registry.register(
            HeadlessSwitch.self,
            properties: ["on": .editable(\.isOn), "enabled": .property(\.isEnabled), "hidden": .property(\.isHidden)]
        ) { HeadlessSwitch() }
        registry.register(
            HeadlessSlider.self,
            properties: [
                "value": .editable(\.value), "enabled": .property(\.isEnabled), "hidden": .property(\.isHidden),
            ]
        ) { HeadlessSlider() }
        registry.register(
            HeadlessStepper.self,
            properties: [
                "value": .editable(\.value), "enabled": .property(\.isEnabled), "hidden": .property(\.isHidden),
            ]
        ) { HeadlessStepper() }
        registry.register(
            HeadlessImageView.self,
            properties: [
                "imageName": .property(\.imageName), "highlighted": .property(\.isHighlighted),
                "hidden": .property(\.isHidden),
            ]
        ) { HeadlessImageView() }
        return registry
    }
}
