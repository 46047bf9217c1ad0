import Foundation

/// Background task identifiers. Debug builds install next to the App Store build (bundle id
/// `com.brindle.lists.debug`), so they use their own identifiers, listed in Info-Debug.plist.
enum TaskIDs {
    #if DEBUG
    static let listSync = "com.brindle.lists.debug.sync"
    #else
    static let listSync = "com.brindle.lists.sync"
    #endif
}
