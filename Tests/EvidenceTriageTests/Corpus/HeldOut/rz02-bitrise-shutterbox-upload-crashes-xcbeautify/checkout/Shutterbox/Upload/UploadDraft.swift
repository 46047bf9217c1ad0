import Foundation

struct UploadDraft: Identifiable, Codable {
    var id: UUID
    var title: String
    var caption: String
    var license: License
    var localFileURL: URL
    var finalFilename: String = ""
    var tags: [String] = []
}

extension UploadDraft: Equatable {
    static func == (lhs: UploadDraft, rhs: UploadDraft) -> Bool {
        lhs.id == rhs.id && lhs == rhs
    }
}
