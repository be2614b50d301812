import CellModels

extension HeadlessListView {
    /// The model of a list: its sections and cells, as a value you can pass
    /// around; reading and setting them reads and sets the list's own.
    ///
    /// ```swift
    /// let model: HeadlessTable.Model = table.model
    /// model.sections = [first, second]   // the same as table.sections = ...
    /// ```
    @MainActor
    public struct Model {
        /// The list whose model this is.
        public let list: HeadlessListView

        /// The list's ``HeadlessListView/sections``; setting them diffs and
        /// applies them as setting the list's does.
        ///
        /// - Complexity: As the list's ``HeadlessListView/sections``.
        public var sections: [CellSection] {
            get { list.sections }
            nonmutating set { list.sections = newValue }
        }

        /// The list's ``HeadlessListView/cells``; setting them replaces the
        /// list with one section, as setting the list's does.
        ///
        /// - Complexity: As the list's ``HeadlessListView/cells``.
        public var cells: [AnyCellModel] {
            get { list.cells }
            nonmutating set { list.cells = newValue }
        }
    }

    /// The model that holds the list's sections and cells: `table.model`.
    public var model: Model { Model(list: self) }
}
