import jetbrains.buildServer.configs.kotlin.*
import jetbrains.buildServer.configs.kotlin.buildSteps.script
import jetbrains.buildServer.configs.kotlin.triggers.vcs

version = "2024.12"

project {
    buildType(UnitTests)
}

object UnitTests : BuildType({
    name = "iOS unit tests"
    artifactRules = """
        build/xcodebuild-test.log
        build/Quillcrest.xcresult => Quillcrest.xcresult.zip
    """.trimIndent()

    params {
        param("env.XCODE_VERSION", "16.2")
        param("env.SIM_NAME", "iPhone 16")
        param("env.SIM_OS", "18.2")
    }

    vcs { root(DslContext.settingsRoot) }

    steps {
        script {
            name = "List simulators"
            scriptContent = "xcrun simctl list devices available"
        }
        script {
            name = "Run unit tests"
            scriptContent = """
                set -o pipefail
                mkdir -p build
                xcodebuild test \
                  -project Quillcrest.xcodeproj \
                  -scheme Quillcrest \
                  -destination "platform=iOS Simulator,name=${'$'}SIM_NAME,OS=${'$'}SIM_OS" \
                  -resultBundlePath build/Quillcrest.xcresult \
                  | tee build/xcodebuild-test.log
            """.trimIndent()
        }
        script {
            name = "Publish coverage"
            executionMode = BuildStep.ExecutionMode.RUN_ON_SUCCESS
            scriptContent = "xcrun xccov view --report --json build/Quillcrest.xcresult > build/coverage.json"
        }
    }

    triggers { vcs { } }
    requirements { contains("teamcity.agent.jvm.os.name", "Mac OS X") }
})
