extension MessageRule {
    static let entitlementMissing = MessageRule(
        identifier: "entitlement_missing",
        category: .configurationRegression,
        summary: "The system refused the code for want of an entitlement (keychain errSecMissingEntitlement / -34018, HealthKit, push) or of a provisioned container (CloudKit's Bad Container): the target's signing configuration, not its code.",
        signals: [.entitlementMissing],
        stage: nil,
        nextStep: "Add the entitlement the error names to the target under test (Signing & Capabilities); for keychain tests on the Simulator, run the test bundle inside a host application (or enable Keychain Sharing) so it has an access group.",
        triggeringExamples: [
            .failure("AppTests.KeychainTokenStoreTests/testPersistsRefreshToken", messages: ["XCTAssertNoThrow failed: threw error \"unhandledError(status: -34018)\""]),
            // The same refusal in the log under a test whose code the archive does not hold: it may be the test's own.
            .failure("LedgerleafTests.SyncEngineTests/testPushesPendingChanges", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     log: ["2026-09-21 08:14:09.701552+0000 Ledgerleaf[7731:88210] <CKError 0x600000c5e3a0: \"Missing Entitlement\" (8/1011); \"In order to use CloudKit, your process must have a com.apple.developer.icloud-services entitlement.\">"]),
            // CloudKit mirroring set up by an unsigned test host: CloudKit's own refusal, printed while the test ran.
            .failure("LedgerleafTests.PersistenceControllerTests/testMirroringSetupSucceeds", messages: ["XCTAssertTrue failed - CloudKit setup event reported failure"],
                     log: ["2026-09-21 08:14:09.701552+0000 Ledgerleaf[7731:88210] [CK] In order to use CloudKit, your process must have a com.apple.developer.icloud-services entitlement. The value of this entitlement must be an array that includes the string \"CloudKit\" or \"CloudKit-Anonymous\"."]),
            // A tunnel profile saved by a build signed without the Network Extension entitlement (its Debug entitlements file);
            // under a UI test the same words may be the user's refusal of the VPN prompt (a non-triggering example).
            .failure("FerryTests.TunnelProfileStoreTests/testSaveCreatesPacketTunnelProfile",
                     messages: ["XCTAssertNil failed: \"Error Domain=NEVPNErrorDomain Code=5 \"permission denied\" UserInfo={NSLocalizedDescription=permission denied}\""]),
            // CloudKit ended the test host on a build not signed for iCloud: the uncaught exception is the signing's, not the code's.
            .failure("AppTests.CloudSyncEngineTests/testEngineStaysOffWithoutAccount",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in CloudSyncEngineTests.testEngineStaysOffWithoutAccount(); summary will include totals from previous launches."],
                     log: ["2026-10-23 16:42:19.327760+0000 App[38290:514523] *** Terminating app due to uncaught exception 'CKException', reason: 'The application is missing required entitlement com.apple.developer.icloud-services'"]),
            // Read, but only inferred: a fatal error of code the test does not name (a service's own task
            // crashing under a formatter's test), which says more of that code than of this test's signing.
            .failure("AppTests.ReceiptFormatterTests/testGroupsThousandsForLocale", messages: ["Test crashed with signal ill."],
                     log: ["App/Security/KeychainTokenStore.swift:41: Fatal error: KeychainTokenStore.prime(): SecItemCopyMatching failed with -34018"]),
            .failure("AppTests.HealthSyncTests/testEnablesBackgroundDelivery",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=com.apple.healthkit Code=4 \"Missing com.apple.developer.healthkit entitlement.\"\""]),
            // The write a line earlier worked: an entitlement cannot come and go within a test, so the
            // reading is only inferred (75 %), below the configuration row's minimum — no label.
            .failure("AppTests.SessionTokenStoreTests/testReadsTokenAfterWrite", messages: ["XCTAssertEqual failed: threw error \"KeychainError.unhandled(status: -34018)\""],
                     code: ["    func testReadsTokenAfterWrite() throws {", "        try store.write(\"token\")", "        XCTAssertEqual(try store.read(), \"token\")"]),
            // Push registration in a build signed without `aps-environment`, the app's own line while the test waited.
            .failure("AppTests.PushTokenTests/testDeviceTokenIsUploaded",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"token uploaded\"."],
                     log: ["App[1204:40117] [Push] Failed to register for remote notifications: Error Domain=NSCocoaErrorDomain Code=3000 \"no valid “aps-environment” entitlement string found for application\""]),
            // A CloudKit container the server does not know, in the test's setup: provisioning, not the backup code.
            .failure("AppTests.CloudBackupTests/testBackupWritesSnapshotRecord",
                     messages: ["failed: caught error: \"<CKError 0x300f1c6f0: \"Bad Container\" (5/1014); \"Couldn't get container configuration from the server for container \"iCloud.com.example.app.staging\"\">\""]),
            // A library that checks the signed entitlements before it writes (MSAL.NET on an ad-hoc-signed
            // Simulator build, where the keychain group lost its team prefix).
            .failure("Rota.DeviceTests.TokenCacheTests/AcquireTokenSilent_ReturnsCachedAccount",
                     messages: ["Microsoft.Identity.Client.MsalClientException : The application does not have keychain access groups enabled in the Entitlements.plist. As a result, there was a failure to save to the iOS keychain."]),
            // The keychain's refusal said once for the run (the app's console after the tests), for a test whose
            // own code uses the keychain and read nothing back.
            .failure("AppTests.SessionRestoreTests/testRestoresSessionFromKeychain", messages: ["XCTUnwrap failed: expected non-nil value of type \"Session\""],
                     runLog: ["2024-01-16 10:42:07.402 E  App[70214:3a61f2] [com.example.app:Keychain] SecItemAdd failed: -34018 (errSecMissingEntitlement)"],
                     code: ["        let restorer = SessionRestorer(store: KeychainCredentialStore(service: \"com.example.app.session\"))",
                            "        let session = try XCTUnwrap(restorer.restore())"]),
            // HealthKit refused background delivery at the app's launch (its entitlement missing): a test whose code
            // writes samples and waits for the observer that delivery would have woken waits in vain.
            .failure("AppTests.StepObserverTests/testObserverFiresWithin60SecondsOfNewSteps",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"step observer woke the app\"."],
                     runLog: ["2026-11-19 12:10:31.488 App[44120:5210088] [Health] enableBackgroundDelivery(HKQuantityTypeIdentifierStepCount) failed: Missing com.apple.developer.healthkit.background-delivery entitlement.; observer query not started"],
                     code: ["        try await healthStore.save(HKQuantitySample.steps(500, at: .now))", "        await fulfillment(of: [woke], timeout: 60)"]),
        ],
        nonTriggeringExamples: [
            // A subscription app's own "entitlement" (paid access), not the process's signing (round 100's review, H5).
            .failure("PerchTests.PaywallTests/testExpiredSubscriptionLocksPro", messages: ["XCTAssertEqual failed: (\"locked(Perch.LockReason.missingEntitlement)\") is not equal to (\"unlocked\")"]),
            // The same refusal printed by the host's mirroring while a currency formatter's test ran: not that test's failure.
            .failure("LedgerleafTests.CurrencyFormatterTests/testFormatsYenWithoutDecimals", messages: ["XCTAssertEqual failed: (\"¥1,200.00\") is not equal to (\"¥1,200\")"],
                     log: ["2026-09-21 08:14:09.701552+0000 Ledgerleaf[7731:88210] [error] error: CoreData+CloudKit: -[NSCloudKitMirroringDelegate _performSetupRequest:]_block_invoke(1240): <CKError 0x600000c5e3a0: \"Missing Entitlement\" (8/1011); \"In order to use CloudKit, your process must have a com.apple.developer.icloud-services entitlement.\">"],
                     code: ["        XCTAssertEqual(CurrencyFormatter(code: \"JPY\").string(for: 1200), \"¥1,200\")"]),
            // A UI test that saved a VPN profile: the add-VPN prompt's "Don't Allow" answers `permission denied` too.
            .failure("FerryUITests.ConnectFlowUITests/testFirstConnectInstallsProfile",
                     messages: ["XCTAssertTrue failed - connect failed: Error Domain=NEVPNErrorDomain Code=5 \"permission denied\""]),
            // The same refusal at launch, and a test of HealthKit code that waits a moment for the completion handler it
            // called itself: a callback of the code's own, not what the system delivers.
            .failure("AppTests.ObserverUpdateHandlerTests/testCompletionCalledWhenSyncThrows",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"HealthKit completion handler called\"."],
                     runLog: ["2026-11-19 12:10:31.488 App[44120:5210088] [Health] enableBackgroundDelivery(HKQuantityTypeIdentifierStepCount) failed: Missing com.apple.developer.healthkit.background-delivery entitlement.; observer query not started"],
                     code: ["        handler.handle(query: HKObserverQuery.stub, completion: { called.fulfill() })", "        wait(for: [called], timeout: 2)"]),
            // APNs' refusal at launch (an unsigned build says it every time), and a wait in a test that pushes a view
            // controller: `push` is no word of PushKit's.
            .failure("AppTests.OnboardingTests/testSettingsScreenAppears",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"settings shown\"."],
                     runLog: ["App[1204:40117] [Push] Failed to register for remote notifications: Error Domain=NSCocoaErrorDomain Code=3000 \"no valid “aps-environment” entitlement string found for application\""],
                     code: ["        navigationController.pushViewController(SettingsViewController(), animated: true)", "        wait(for: [shown], timeout: 10)"]),
            // The same refusal at launch, and a wait in a test whose code uses no HealthKit (a feed's loader).
            .failure("AppTests.FeedTests/testFeedLoadsWithin10Seconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"feed loaded\"."],
                     runLog: ["2026-11-19 12:10:31.488 App[44120:5210088] [Health] enableBackgroundDelivery(HKQuantityTypeIdentifierStepCount) failed: Missing com.apple.developer.healthkit.background-delivery entitlement.; observer query not started"],
                     code: ["        FeedLoader(session: .shared).load { _ in loaded.fulfill() }", "        wait(for: [loaded], timeout: 10)"]),
            // A test about a build made without the entitlement: the refusal is its premise, the code's handling of it failed.
            .failure("AppTests.CloudAvailabilityTests/testUnentitledBuildReportsCloudUnavailable",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in CloudAvailabilityTests.testUnentitledBuildReportsCloudUnavailable(); summary will include totals from previous launches."],
                     log: ["2026-10-23 16:42:19.327760+0000 App[38290:514523] *** Terminating app due to uncaught exception 'CKException', reason: 'The application is missing required entitlement com.apple.developer.icloud-services'"]),
            // A value read back wrong, in a test that uses the keychain, and an SDK's own -34018 in the run:
            // the value is the code's.
            .failure("AppTests.ProfileStoreTests/testStoresDisplayName", messages: ["XCTAssertEqual failed: (\"Ada Lovelace\") is not equal to (\"Ada L.\")"],
                     runLog: ["2024-01-16 10:42:07.402 E  App[70214:3a61f2] [FirebaseCore] Keychain SecItemCopyMatching failed: -34018 (errSecMissingEntitlement)"],
                     code: ["        let store = ProfileStore(keychain: KeychainCredentialStore(service: \"com.example.app.profile\"))",
                            "        XCTAssertEqual(store.displayName, \"Ada L.\")"]),
            // The same refusal for the run, and a test whose code never touches the keychain (an in-memory store).
            .failure("AppTests.SessionRestoreTests/testExpiredSessionIsDiscarded", messages: ["XCTAssertNil failed: \"Session(expired: false)\""],
                     runLog: ["2024-01-16 10:42:07.402 E  App[70214:3a61f2] [com.example.app:Keychain] SecItemAdd failed: -34018 (errSecMissingEntitlement)"],
                     code: ["        let store = InMemoryCredentialStore()", "        XCTAssertNil(SessionRestorer(store: store).restore())"]),
            // Another keychain status is the code's (a duplicate item, an item not found).
            .failure("AppTests.KeychainTokenStoreTests/testPersistsRefreshToken", messages: ["XCTAssertNoThrow failed: threw error \"unhandledError(status: -25299)\""]),
            .failure("AppTests.EntitlementsTests/testListsEntitlements", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - entitlements"]),
            // CloudKit unreachable (no network on the runner): not the container's provisioning.
            .failure("AppTests.CloudBackupTests/testBackupWritesSnapshotRecord",
                     messages: ["failed: caught error: \"<CKError 0x300f1c6f0: \"Network Unavailable\" (3/NSURLErrorDomain:-1009); \"The Internet connection appears to be offline.\">\""]),
        ],
        // A test about running without the entitlement (`testUnentitledBuildReportsCloudUnavailable`) set
        // the refusal up: what failed is how the code handles it.
        // (Nor Network Extension's `permission denied` under a UI test: the user's "Don't Allow" on the add-VPN prompt,
        // which a UI test may leave unanswered or deny, says the same.)
        setAside: { _, hit, context in
            MessageRule.runsWithoutAnEntitlement(context.test.id) || hit.text.includes("NEVPNErrorDomain") && ExtensionNotRunnableRule.drivesTheApp(context.test.id)
                || MessageRule.cloudKitLineOfAnotherTest(hit, context)
        },
        // Static configuration does not change within a test: when the same object served the test's
        // code a line earlier, the configuration reading is only inferred.
        inferredWhen: { _, _, context in
            context.failingCallFollowsAnEarlierOne ? ", though the test's code used the same object without failing a line earlier" : nil
        })
}

extension MessageRule {
    /// Core Data's CloudKit mirroring prints CloudKit's refusal at every launch of an unsigned app host, on its own queue:
    /// in the log it bears on a test about CloudKit — its name's words, its code —, not on whatever test ran while it printed.
    static func cloudKitLineOfAnotherTest(_ hit: FailureContext.Text, _ context: FailureContext) -> Bool {
        guard cloudKitRefusals.contains(where: hit.text.includes), !context.test.issues.contains(where: { $0.message == hit.text }) else { return false }
        let words = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        // (Only where its code is archived to say so: without it, the line may well be the test's own.)
        guard words.isDisjoint(with: cloudKitNameWords), !context.code.isEmpty else { return false }
        return !(context.code + context.helperCode).contains { line in cloudKitCode.contains { (line.excerpt ?? "").includes($0) } }
    }

    static let cloudKitRefusals = ["\"Missing Entitlement\" (8/", "In order to use CloudKit"]
    static let cloudKitNameWords: Set<String> = ["cloud", "icloud", "cloudkit", "mirroring", "ck"]
    static let cloudKitCode = ["CloudKit", "cloudKit", "CKContainer", "CKDatabase", "CKRecord", "iCloud", "ubiquity"]
}
