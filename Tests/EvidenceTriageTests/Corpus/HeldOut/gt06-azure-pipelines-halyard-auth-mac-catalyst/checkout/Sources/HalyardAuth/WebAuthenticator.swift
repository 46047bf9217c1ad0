//
//  WebAuthenticator.swift
//  HalyardAuth
//
//  Runs the authorization request in an ASWebAuthenticationSession.
//

import AuthenticationServices
import Foundation

public final class WebAuthenticator: NSObject {
    public typealias Completion = (Result<URL, Error>) -> Void

    private var session: ASWebAuthenticationSession?
    private let anchorProvider: PresentationAnchorProvider

    public init(anchorProvider: PresentationAnchorProvider = .keyWindow) {
        self.anchorProvider = anchorProvider
    }

    @discardableResult
    public func start(url: URL, callbackScheme: String, completion: @escaping Completion) -> Bool {
        let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) { callbackURL, error in
            if let error { completion(.failure(error)) }
            else if let callbackURL { completion(.success(callbackURL)) }
        }
        session.prefersEphemeralWebBrowserSession = true

        #if os(iOS) && !targetEnvironment(macCatalyst)
        session.presentationContextProvider = self
        #elseif os(macOS)
        session.presentationContextProvider = self
        #endif

        self.session = session
        return session.start()
    }

    public func cancel() { session?.cancel() }
}

extension WebAuthenticator: ASWebAuthenticationPresentationContextProviding {
    public func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        anchorProvider.anchor()
    }
}
