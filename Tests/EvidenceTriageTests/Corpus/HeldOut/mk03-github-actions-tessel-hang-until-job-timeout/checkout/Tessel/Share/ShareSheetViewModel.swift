import Foundation

struct ShareSheetViewModel {
    let itemCount: Int
    var title: String {
        // TODO: use the stringsdict plural rule
        String(format: NSLocalizedString("Share %d Photo", comment: "share sheet title"), itemCount)
    }
}
