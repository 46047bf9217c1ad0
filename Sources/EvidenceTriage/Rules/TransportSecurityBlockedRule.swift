extension MessageRule {
    static let transportSecurityBlocked = MessageRule(
        identifier: "transport_security_blocked",
        category: .configurationRegression,
        summary: "App Transport Security refused a plain-HTTP load the test needed (NSURLErrorDomain -1022): the built Info.plist has no exception for that host — configuration, not the networking code.",
        signals: [.transportSecurityBlocked],
        stage: nil,
        nextStep: "Add an `NSAppTransportSecurity` exception for the host (`NSExceptionDomains`, or `NSAllowsLocalNetworking` for a local stub) to the Info.plist of the build configuration CI tests, or serve the stub over HTTPS.",
        triggeringExamples: [
            .failure("AppTests.RecipeImportClientTests/testImportsRecipeFromStagingMock",
                     messages: ["failed - import threw Error Domain=NSURLErrorDomain Code=-1022 \"The resource could not be loaded because the App Transport Security policy requires the use of a secure connection.\""]),
            .failure("AppTests.FeedClientTests/testLoadsFeed", messages: ["XCTAssertNotNil failed"],
                     log: ["App[4410:2231] App Transport Security has blocked a cleartext HTTP (http://) resource load since it is insecure. Use HTTPS instead or add Exception Domains to your app's Info.plist."]),
        ],
        nonTriggeringExamples: [
            // Another network error: the server, not the plist.
            .failure("AppTests.RecipeImportClientTests/testImportsRecipeFromStagingMock",
                     messages: ["failed - import threw Error Domain=NSURLErrorDomain Code=-1004 \"Could not connect to the server.\""]),
        ])
}
