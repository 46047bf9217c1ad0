import Foundation

struct ThreadRowViewModel {
    let title: String
    let replyCount: Int

    var replyCountText: String {
        replyCount == 0 ? "No replies" : "\(replyCount) replies"
    }
}
