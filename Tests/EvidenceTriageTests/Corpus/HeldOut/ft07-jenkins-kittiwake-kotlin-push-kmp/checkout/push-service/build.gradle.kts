plugins {
    kotlin("jvm")
    id("io.ktor.plugin") version "3.1.1"
}

dependencies {
    implementation("com.eatthepath:pushy:0.15.4")
    implementation("io.ktor:ktor-server-netty")
    testImplementation(kotlin("test"))
    testImplementation("org.junit.jupiter:junit-jupiter:5.11.4")
}

tasks.test {
    useJUnitPlatform()
    testLogging {
        events("failed")
        exceptionFormat = org.gradle.api.tasks.testing.logging.TestExceptionFormat.FULL
    }
}
