import StoreKit

final class ReceiptRefresher: NSObject, SKRequestDelegate {
    private(set) var request: SKReceiptRefreshRequest?
    private var completion: ((Error?) -> Void)?

    func refresh(completion: @escaping (Error?) -> Void) {
        self.completion = completion
        let request = SKReceiptRefreshRequest(receiptProperties: nil)
        request.delegate = self
        self.request = request
        request.start()
    }

    func requestDidFinish(_ request: SKRequest) {
        completion?(nil)
        completion = nil
    }

    func request(_ request: SKRequest, didFailWithError error: Error) {
        completion?(error)
        completion = nil
    }
}
