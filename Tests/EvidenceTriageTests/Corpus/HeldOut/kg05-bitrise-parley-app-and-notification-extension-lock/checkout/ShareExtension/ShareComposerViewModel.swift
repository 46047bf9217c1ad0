import Foundation

struct ShareComposerViewModel {
    let sharedURL: URL
    let pageTitle: String?

    var previewTitle: String {
        pageTitle ?? sharedURL.host() ?? sharedURL.absoluteString
    }
}
