import Foundation

enum ShareConfig {
    // Renamed in #412 so the reader and the upcoming Mac app can share one group.
    static let groupID = "group.com.pinecone.shared"
    static let inboxKey = "share.inbox"
}
