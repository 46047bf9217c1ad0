import Foundation

/// Evaluates targeting conditions such as `app_version >= "2.4.1"`.
public struct ConditionEvaluator {
    public init() {}

    public func compareVersions(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let l = lhs.split(separator: ".").compactMap { Int($0) }
        let r = rhs.split(separator: ".").compactMap { Int($0) }
        for (a, b) in zip(l, r) where a != b {
            return a < b ? .orderedAscending : .orderedDescending
        }
        return .orderedSame
    }
}
