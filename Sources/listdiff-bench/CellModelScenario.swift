import CellModels
import Foundation
import HeadlessList
import ListDiff

/// Scenario 7: heterogeneous cell models, three model types mixed, erased
/// once into `AnyCellModel` at the boundary, diffed with the same edits as
/// scenario 2. The cells are headless cells, so that scenario 8 can show the
/// same models in a `HeadlessTable`; diffing never touches them.
enum CellModelScenario {
    final class PostCell: HeadlessCell {}
    final class AdCell: HeadlessCell {}
    final class HeaderCell: HeadlessCell {}

    struct PostModel: CellModel {
        typealias Cell = PostCell
        let cellIdentifier: UUID
        var likes: Int
        var contentSnapshot: Int { likes }
        func configure(_ cell: PostCell) {}
    }

    struct AdModel: CellModel {
        typealias Cell = AdCell
        let cellIdentifier: UUID
        var campaign: Int
        var contentSnapshot: Int { campaign }
        func configure(_ cell: AdCell) {}
    }

    struct HeaderModel: CellModel {
        typealias Cell = HeaderCell
        let cellIdentifier: UUID
        var title: Int
        var contentSnapshot: Int { title }
        func configure(_ cell: HeaderCell) {}
    }

    /// Erases each item as one of three model types, chosen by its
    /// identifier so that an item keeps its type from old to new.
    @MainActor
    static func erase(_ items: [UUIDItem]) -> [AnyCellModel] {
        items.map { item in
            switch item.id.uuid.0 % 3 {
            case 0: AnyCellModel(PostModel(cellIdentifier: item.id, likes: item.content))
            case 1: AnyCellModel(AdModel(cellIdentifier: item.id, campaign: item.content))
            default: AnyCellModel(HeaderModel(cellIdentifier: item.id, title: item.content))
            }
        }
    }
}
