import Foundation

enum UsageParser {
    struct Usage { let usedBytes: Int64; let totalBytes: Int64 }
    static func parse(_ s: String, locale: Locale) throws -> Usage {
        let nums = s.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        guard nums.count >= 2 else { throw CocoaError(.formatting) }
        let gb = 1_073_741_824.0
        return Usage(usedBytes: Int64(nums[0] * gb), totalBytes: Int64(nums[nums.count - 1] * gb))
    }
}
