import Foundation

enum License: String, Codable, CaseIterable {
    case ccBySa4 = "CC BY-SA 4.0"
    case ccBy4 = "CC BY 4.0"
    case cc0 = "CC0"

    static var defaultForNewDrafts: License { .ccBy4 }
}
