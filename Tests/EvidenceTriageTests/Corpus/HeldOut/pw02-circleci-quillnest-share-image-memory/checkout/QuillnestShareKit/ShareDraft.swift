import Foundation

struct ShareDraft {
    var caption: String
    var attachments: [URL]

    var outgoingCaption: String {
        caption
    }
}
