import Foundation
@testable import InteractionKitGTK
import Testing

/// When GTK's accessibility bridge is turned off: only without any session bus GLib could reach.
@Suite struct GTKMainLoopTests {
  @Test func aSessionBusIsFoundByItsAddressItsSocketOrDBusLaunch() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-main-loop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(!GTKMainLoop.hasSessionBus(["PATH": empty.path, "XDG_RUNTIME_DIR": empty.path]))
    #expect(!GTKMainLoop.hasSessionBus(["DBUS_SESSION_BUS_ADDRESS": "", "PATH": empty.path]))
    #expect(GTKMainLoop.hasSessionBus(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/0/bus", "PATH": empty.path]))
    // The user's bus socket in the runtime directory (any file there stands for it).
    #expect(FileManager.default.createFile(atPath: empty.appendingPathComponent("bus").path, contents: nil))
    #expect(GTKMainLoop.hasSessionBus(["XDG_RUNTIME_DIR": empty.path, "PATH": ""]))
    // dbus-launch on the PATH, executable.
    let launcher = empty.appendingPathComponent("bin/dbus-launch")
    try FileManager.default.createDirectory(at: launcher.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(
      FileManager.default.createFile(
        atPath: launcher.path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
    #expect(GTKMainLoop.hasSessionBus(["PATH": "/nonexistent:" + launcher.deletingLastPathComponent().path]))
  }
}
