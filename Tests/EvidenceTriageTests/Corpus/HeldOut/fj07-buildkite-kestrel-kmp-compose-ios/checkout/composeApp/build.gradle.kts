import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.androidApplication)
    alias(libs.plugins.composeMultiplatform)
    alias(libs.plugins.composeCompiler)
}

kotlin {
    androidTarget { compilerOptions { jvmTarget.set(JvmTarget.JVM_17) } }

    listOf(iosArm64(), iosSimulatorArm64()).forEach { iosTarget ->
        iosTarget.binaries.framework {
            baseName = "ComposeApp"
            isStatic = true
        }
    }

    sourceSets {
        commonMain.dependencies {
            implementation(projects.shared)
            implementation(compose.runtime)
            implementation(compose.foundation)
            implementation(compose.material3)
            implementation(compose.components.resources)
        }
        commonTest.dependencies {
            implementation(libs.kotlin.test)
            @OptIn(org.jetbrains.compose.ExperimentalComposeLibrary::class)
            implementation(compose.uiTest)
        }
    }
}

compose.resources {
    // KST-402: resources moved under the app package when the designsystem
    // module was split out.
    packageOfResClass = "app.kestrel.ui.generated.resources"
    publicResClass = false
}

// iOS test binaries do not get compose resources copied next to them yet
// (CMP-4185); copy them ourselves before iosSimulatorArm64Test runs.
val copyIosTestComposeResources by tasks.registering(Copy::class) {
    from(layout.buildDirectory.dir("generated/compose/resourceGenerator/preparedResources/commonMain/composeResources"))
    into(layout.buildDirectory.dir("bin/iosSimulatorArm64/debugTest/compose-resources/composeResources/kestrel.composeapp.generated.resources"))
}
tasks.named("iosSimulatorArm64Test") { dependsOn(copyIosTestComposeResources) }

android {
    namespace = "app.kestrel"
    compileSdk = libs.versions.android.compileSdk.get().toInt()
    defaultConfig {
        applicationId = "app.kestrel"
        minSdk = libs.versions.android.minSdk.get().toInt()
        targetSdk = libs.versions.android.targetSdk.get().toInt()
        versionCode = 88
        versionName = "2.4.0"
    }
}
