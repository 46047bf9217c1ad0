import Foundation

struct DelayBanner {
    let delayMinutes: Int
    var isVisible: Bool { delayMinutes >= 0 }
}
