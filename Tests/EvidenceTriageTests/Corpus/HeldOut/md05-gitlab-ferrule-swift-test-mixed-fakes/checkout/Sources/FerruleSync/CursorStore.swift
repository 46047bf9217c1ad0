import Foundation

public final class CursorStore {
    public private(set) var cursor: String?
    private var staged: [Record] = []
    public init(cursor: String? = nil) { self.cursor = cursor }

    public func stage(_ records: [Record], nextCursor: String) {
        staged.append(contentsOf: records)
        cursor = nextCursor            // advanced before commit()
    }

    public func commit(to db: RecordDatabase) throws {
        try db.insert(staged)
        staged.removeAll()
    }
}
