/// A flow in which the state's changes are written to the view: it has
/// `stateDidSet`.
public protocol ViewWritingFlow: BindingFlow {}
