import Foundation
import MMKVAppExtension

/// Read side of the storage the React Native app writes through react-native-mmkv.
/// The extension cannot see the app's Documents directory, so it opens MMKV in the
/// App Group container; the app must write there too (react-native-mmkv does that only
/// when the app's Info.plist carries the `AppGroup` key).
public final class SharedStore {
    private let mmkv: MMKV?

    public init(appGroupID: String) {
        let groupDir = FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: appGroupID)?.path
        if let groupDir {
            NSLog("[NSE] opening shared store in %@/mmkv", groupDir)
            MMKV.initialize(rootDir: nil, groupDir: groupDir, logLevel: .warning)
            mmkv = MMKV(mmapID: "mmkv.default", mode: .multiProcess)
        } else {
            NSLog("[NSE] app group %@ unavailable", appGroupID)
            mmkv = nil
        }
    }

    public func string(_ key: String) -> String? { mmkv?.string(forKey: key) }

    public func stringArray(_ key: String) -> [String]? {
        guard let raw = mmkv?.string(forKey: key), let data = raw.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode([String].self, from: data)
    }

    public var keyCount: Int { mmkv?.count() ?? 0 }
}
