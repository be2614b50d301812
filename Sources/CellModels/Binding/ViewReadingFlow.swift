/// A flow in which the view's edits set the state: it has `viewDidSet`.
public protocol ViewReadingFlow: BindingFlow {}
