import Remap
import Testing

@Test func smoke() throws {
  let json = try JSON(parsing: #"{"a": [1, -2.50, 1e400, 18446744073709551615, -0, "x\n\u00e9\ud83d\ude00", true, null], "b": {}}"#)
  print(json.serialized())
  print(json.serialized(options: [.prettyPrinted, .sortedKeys]))
  #expect(json[path: "a[1]"]?.double == -2.5)
  do { _ = try JSON(parsing: "{\n  \"a\": 1 \"b\": 2}") } catch { print(error) }
  let values: [Double] = [0.1, 1e-7, 123456789.0, 1e300, -0.0, 5e-324]; print(values.map { JSON.Number($0)!.description })
}
