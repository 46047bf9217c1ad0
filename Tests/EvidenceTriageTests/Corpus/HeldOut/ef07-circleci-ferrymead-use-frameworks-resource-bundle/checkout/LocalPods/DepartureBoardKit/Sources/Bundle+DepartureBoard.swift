import Foundation

extension Bundle {
    /// Strings and the delay-reason catalog shipped in DepartureBoardKit.bundle.
    /// The bundle is looked up next to the app's own resources, where
    /// CocoaPods copies it when the pod is linked as a static library.
    static let departureBoard: Bundle = {
        let url = Bundle.main.url(forResource: "DepartureBoardKit", withExtension: "bundle")
        return Bundle(url: url!)!
    }()
}
