import GRDB

struct NoteRow: Codable, FetchableRecord {
    var noteID: Int64
    var folderID: Int64
    var body: String

    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
}
