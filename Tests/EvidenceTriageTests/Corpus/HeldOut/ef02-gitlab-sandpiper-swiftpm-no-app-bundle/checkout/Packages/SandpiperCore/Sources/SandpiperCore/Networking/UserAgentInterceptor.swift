import Foundation

public struct UserAgentInterceptor {
    public init() {}

    public func adapt(_ request: URLRequest) -> URLRequest {
        var request = request
        request.setValue("Sandpiper/\(AppMeta.version) (\(AppMeta.build); iOS)", forHTTPHeaderField: "User-Agent")
        return request
    }
}
