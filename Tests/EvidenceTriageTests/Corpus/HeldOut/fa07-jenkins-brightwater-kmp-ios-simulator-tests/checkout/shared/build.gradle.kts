import org.gradle.api.tasks.testing.logging.TestExceptionFormat

plugins {
    kotlin("multiplatform")
    id("com.squareup.sqldelight")
}

kotlin {
    android()
    listOf(iosX64(), iosArm64(), iosSimulatorArm64()).forEach {
        it.binaries.framework {
            baseName = "BrightwaterShared"
        }
        it.binaries.all {
            linkerOpts("-lsqlite3")
        }
    }

    sourceSets {
        val commonMain by getting {
            dependencies {
                implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.6.1-native-mt")
                implementation("io.ktor:ktor-client-core:2.0.1")
                implementation("com.squareup.sqldelight:runtime:1.5.3")
            }
        }
        val commonTest by getting { dependencies { implementation(kotlin("test")) } }
        val iosMain by creating {
            dependsOn(commonMain)
            dependencies {
                implementation("io.ktor:ktor-client-darwin:2.0.1")
                implementation("com.squareup.sqldelight:native-driver:1.5.3")
            }
        }
        val iosTest by creating { dependsOn(commonTest) }
        listOf("iosX64", "iosArm64", "iosSimulatorArm64").forEach {
            getByName("${it}Main").dependsOn(iosMain)
            getByName("${it}Test").dependsOn(iosTest)
        }
    }
}

sqldelight {
    database("BrightwaterDb") { packageName = "io.brightwater.shared.data" }
}

tasks.withType<AbstractTestTask>().configureEach {
    testLogging {
        events("failed")
        exceptionFormat = TestExceptionFormat.FULL
        showStackTraces = true
    }
}
