import jetbrains.buildServer.configs.kotlin.*
import jetbrains.buildServer.configs.kotlin.buildSteps.script

version = "2025.07"

project {
    buildType(PullRequestTests)
}

object PullRequestTests : BuildType({
    name = "PR tests (iOS)"
    params {
        param("env.XCODE_STABLE", "/Applications/Xcode_26.1.app/Contents/Developer")
        // UI tests moved to the 26.2 beta to check the new tab bar (FN-1432).
        param("env.XCODE_UI", "/Applications/Xcode_26.2_beta_2.app/Contents/Developer")
    }
    steps {
        script {
            name = "Select Xcode"
            scriptContent = "sudo xcode-select -s %env.XCODE_STABLE% && xcodebuild -version"
        }
        script {
            name = "Boot simulator"
            scriptContent = "xcrun simctl boot 'iPhone 17' || true"
        }
        script {
            name = "Unit tests"
            scriptContent = """
                set -o pipefail
                xcodebuild test -workspace Fieldnote.xcworkspace -scheme Fieldnote -only-testing:FieldnoteTests \
                  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
                  -resultBundlePath build/unit.xcresult | tee build/unit-tests.log
            """.trimIndent()
        }
        script {
            name = "UI tests"
            executionMode = BuildStep.ExecutionMode.ALWAYS
            scriptContent = """
                set -o pipefail
                DEVELOPER_DIR=%env.XCODE_UI% xcodebuild test -workspace Fieldnote.xcworkspace -scheme Fieldnote \
                  -only-testing:FieldnoteUITests -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
                  -resultBundlePath build/ui.xcresult | tee build/ui-tests.log
            """.trimIndent()
        }
        script {
            name = "Collect evidence"
            executionMode = BuildStep.ExecutionMode.ALWAYS
            scriptContent = "./ci/collect-evidence.sh"
        }
    }
    artifactRules = "build/*.log => logs\nbuild/evidence/** => evidence"
})
