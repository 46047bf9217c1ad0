import Foundation

struct RetryPolicy {
    let maxAttempts: Int
    func shouldRetry(statusCode: Int, attempt: Int) -> Bool {
        guard attempt < maxAttempts else { return false }
        return statusCode == 429 || (400...599).contains(statusCode)
    }
}
