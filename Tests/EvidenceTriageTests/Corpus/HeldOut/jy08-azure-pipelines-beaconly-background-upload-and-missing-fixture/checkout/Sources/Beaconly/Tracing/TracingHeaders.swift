import Foundation

enum TracingHeaders {
    static func apply(to request: inout URLRequest, hosts: [String], session: SessionManager = .shared) {
        guard let host = request.url?.host, hosts.contains(host) else { return }
        guard let sessionId = session.currentSessionId else { return }   // nil in wrapper mode
        request.setValue("00-\(sessionId)-\(SpanID.random())-01", forHTTPHeaderField: "traceparent")
    }
}
