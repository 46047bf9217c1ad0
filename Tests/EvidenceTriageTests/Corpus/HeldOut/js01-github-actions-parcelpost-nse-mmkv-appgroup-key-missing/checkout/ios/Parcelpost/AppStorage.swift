import Foundation
import MMKV

/// Swift access to the same MMKV instance react-native-mmkv opens for JS
/// (`new MMKV()` -> "mmkv.default"). Whatever directory react-native-mmkv picked
/// at install time is where these writes land.
final class AppStorage {
    static let shared = AppStorage()
    private var mmkv: MMKV { MMKV(mmapID: "mmkv.default", mode: .multiProcess)! }

    func set(_ value: String, forKey key: String) { mmkv.set(value, forKey: key) }

    func set(_ values: [String], forKey key: String) {
        let data = try! JSONEncoder().encode(values)
        mmkv.set(String(decoding: data, as: UTF8.self), forKey: key)
    }

    func clearAll() { mmkv.clearAll() }
}
