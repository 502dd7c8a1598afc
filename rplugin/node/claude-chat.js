"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/@msgpack/msgpack/dist.cjs/utils/utf8.cjs
var require_utf8 = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/utf8.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.utf8Count = utf8Count;
    exports2.utf8EncodeJs = utf8EncodeJs;
    exports2.utf8EncodeTE = utf8EncodeTE;
    exports2.utf8Encode = utf8Encode;
    exports2.utf8DecodeJs = utf8DecodeJs;
    exports2.utf8DecodeTD = utf8DecodeTD;
    exports2.utf8Decode = utf8Decode;
    function utf8Count(str4) {
      const strLength = str4.length;
      let byteLength = 0;
      let pos = 0;
      while (pos < strLength) {
        let value = str4.charCodeAt(pos++);
        if ((value & 4294967168) === 0) {
          byteLength++;
          continue;
        } else if ((value & 4294965248) === 0) {
          byteLength += 2;
        } else {
          if (value >= 55296 && value <= 56319) {
            if (pos < strLength) {
              const extra = str4.charCodeAt(pos);
              if ((extra & 64512) === 56320) {
                ++pos;
                value = ((value & 1023) << 10) + (extra & 1023) + 65536;
              }
            }
          }
          if ((value & 4294901760) === 0) {
            byteLength += 3;
          } else {
            byteLength += 4;
          }
        }
      }
      return byteLength;
    }
    function utf8EncodeJs(str4, output, outputOffset) {
      const strLength = str4.length;
      let offset = outputOffset;
      let pos = 0;
      while (pos < strLength) {
        let value = str4.charCodeAt(pos++);
        if ((value & 4294967168) === 0) {
          output[offset++] = value;
          continue;
        } else if ((value & 4294965248) === 0) {
          output[offset++] = value >> 6 & 31 | 192;
        } else {
          if (value >= 55296 && value <= 56319) {
            if (pos < strLength) {
              const extra = str4.charCodeAt(pos);
              if ((extra & 64512) === 56320) {
                ++pos;
                value = ((value & 1023) << 10) + (extra & 1023) + 65536;
              }
            }
          }
          if ((value & 4294901760) === 0) {
            output[offset++] = value >> 12 & 15 | 224;
            output[offset++] = value >> 6 & 63 | 128;
          } else {
            output[offset++] = value >> 18 & 7 | 240;
            output[offset++] = value >> 12 & 63 | 128;
            output[offset++] = value >> 6 & 63 | 128;
          }
        }
        output[offset++] = value & 63 | 128;
      }
    }
    var sharedTextEncoder = new TextEncoder();
    var TEXT_ENCODER_THRESHOLD = 50;
    function utf8EncodeTE(str4, output, outputOffset) {
      sharedTextEncoder.encodeInto(str4, output.subarray(outputOffset));
    }
    function utf8Encode(str4, output, outputOffset) {
      if (str4.length > TEXT_ENCODER_THRESHOLD) {
        utf8EncodeTE(str4, output, outputOffset);
      } else {
        utf8EncodeJs(str4, output, outputOffset);
      }
    }
    var CHUNK_SIZE = 4096;
    function utf8DecodeJs(bytes2, inputOffset, byteLength) {
      let offset = inputOffset;
      const end = offset + byteLength;
      const units = [];
      let result = "";
      while (offset < end) {
        const byte1 = bytes2[offset++];
        if ((byte1 & 128) === 0) {
          units.push(byte1);
        } else if ((byte1 & 224) === 192) {
          const byte2 = bytes2[offset++] & 63;
          units.push((byte1 & 31) << 6 | byte2);
        } else if ((byte1 & 240) === 224) {
          const byte2 = bytes2[offset++] & 63;
          const byte3 = bytes2[offset++] & 63;
          units.push((byte1 & 31) << 12 | byte2 << 6 | byte3);
        } else if ((byte1 & 248) === 240) {
          const byte2 = bytes2[offset++] & 63;
          const byte3 = bytes2[offset++] & 63;
          const byte4 = bytes2[offset++] & 63;
          let unit = (byte1 & 7) << 18 | byte2 << 12 | byte3 << 6 | byte4;
          if (unit > 65535) {
            unit -= 65536;
            units.push(unit >>> 10 & 1023 | 55296);
            unit = 56320 | unit & 1023;
          }
          units.push(unit);
        } else {
          units.push(byte1);
        }
        if (units.length >= CHUNK_SIZE) {
          result += String.fromCharCode(...units);
          units.length = 0;
        }
      }
      if (units.length > 0) {
        result += String.fromCharCode(...units);
      }
      return result;
    }
    var sharedTextDecoder = new TextDecoder();
    var TEXT_DECODER_THRESHOLD = 200;
    function utf8DecodeTD(bytes2, inputOffset, byteLength) {
      const stringBytes = bytes2.subarray(inputOffset, inputOffset + byteLength);
      return sharedTextDecoder.decode(stringBytes);
    }
    function utf8Decode(bytes2, inputOffset, byteLength) {
      if (byteLength > TEXT_DECODER_THRESHOLD) {
        return utf8DecodeTD(bytes2, inputOffset, byteLength);
      } else {
        return utf8DecodeJs(bytes2, inputOffset, byteLength);
      }
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/ExtData.cjs
var require_ExtData = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/ExtData.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ExtData = void 0;
    var ExtData = class {
      type;
      data;
      constructor(type, data) {
        this.type = type;
        this.data = data;
      }
    };
    exports2.ExtData = ExtData;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/DecodeError.cjs
var require_DecodeError = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/DecodeError.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.DecodeError = void 0;
    var DecodeError = class _DecodeError extends Error {
      constructor(message) {
        super(message);
        const proto = Object.create(_DecodeError.prototype);
        Object.setPrototypeOf(this, proto);
        Object.defineProperty(this, "name", {
          configurable: true,
          enumerable: false,
          value: _DecodeError.name
        });
      }
    };
    exports2.DecodeError = DecodeError;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/int.cjs
var require_int = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/int.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.UINT32_MAX = void 0;
    exports2.setUint64 = setUint64;
    exports2.setInt64 = setInt64;
    exports2.getInt64 = getInt64;
    exports2.getUint64 = getUint64;
    exports2.UINT32_MAX = 4294967295;
    function setUint64(view, offset, value) {
      const high = value / 4294967296;
      const low = value;
      view.setUint32(offset, high);
      view.setUint32(offset + 4, low);
    }
    function setInt64(view, offset, value) {
      const high = Math.floor(value / 4294967296);
      const low = value;
      view.setUint32(offset, high);
      view.setUint32(offset + 4, low);
    }
    function getInt64(view, offset) {
      const high = view.getInt32(offset);
      const low = view.getUint32(offset + 4);
      return high * 4294967296 + low;
    }
    function getUint64(view, offset) {
      const high = view.getUint32(offset);
      const low = view.getUint32(offset + 4);
      return high * 4294967296 + low;
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/timestamp.cjs
var require_timestamp = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/timestamp.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.timestampExtension = exports2.EXT_TIMESTAMP = void 0;
    exports2.encodeTimeSpecToTimestamp = encodeTimeSpecToTimestamp;
    exports2.encodeDateToTimeSpec = encodeDateToTimeSpec;
    exports2.encodeTimestampExtension = encodeTimestampExtension;
    exports2.decodeTimestampToTimeSpec = decodeTimestampToTimeSpec;
    exports2.decodeTimestampExtension = decodeTimestampExtension;
    var DecodeError_ts_1 = require_DecodeError();
    var int_ts_1 = require_int();
    exports2.EXT_TIMESTAMP = -1;
    var TIMESTAMP32_MAX_SEC = 4294967296 - 1;
    var TIMESTAMP64_MAX_SEC = 17179869184 - 1;
    function encodeTimeSpecToTimestamp({ sec, nsec }) {
      if (sec >= 0 && nsec >= 0 && sec <= TIMESTAMP64_MAX_SEC) {
        if (nsec === 0 && sec <= TIMESTAMP32_MAX_SEC) {
          const rv = new Uint8Array(4);
          const view = new DataView(rv.buffer);
          view.setUint32(0, sec);
          return rv;
        } else {
          const secHigh = sec / 4294967296;
          const secLow = sec & 4294967295;
          const rv = new Uint8Array(8);
          const view = new DataView(rv.buffer);
          view.setUint32(0, nsec << 2 | secHigh & 3);
          view.setUint32(4, secLow);
          return rv;
        }
      } else {
        const rv = new Uint8Array(12);
        const view = new DataView(rv.buffer);
        view.setUint32(0, nsec);
        (0, int_ts_1.setInt64)(view, 4, sec);
        return rv;
      }
    }
    function encodeDateToTimeSpec(date) {
      const msec = date.getTime();
      const sec = Math.floor(msec / 1e3);
      const nsec = (msec - sec * 1e3) * 1e6;
      const nsecInSec = Math.floor(nsec / 1e9);
      return {
        sec: sec + nsecInSec,
        nsec: nsec - nsecInSec * 1e9
      };
    }
    function encodeTimestampExtension(object) {
      if (object instanceof Date) {
        const timeSpec = encodeDateToTimeSpec(object);
        return encodeTimeSpecToTimestamp(timeSpec);
      } else {
        return null;
      }
    }
    function decodeTimestampToTimeSpec(data) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      switch (data.byteLength) {
        case 4: {
          const sec = view.getUint32(0);
          const nsec = 0;
          return { sec, nsec };
        }
        case 8: {
          const nsec30AndSecHigh2 = view.getUint32(0);
          const secLow32 = view.getUint32(4);
          const sec = (nsec30AndSecHigh2 & 3) * 4294967296 + secLow32;
          const nsec = nsec30AndSecHigh2 >>> 2;
          return { sec, nsec };
        }
        case 12: {
          const sec = (0, int_ts_1.getInt64)(view, 4);
          const nsec = view.getUint32(0);
          return { sec, nsec };
        }
        default:
          throw new DecodeError_ts_1.DecodeError(`Unrecognized data size for timestamp (expected 4, 8, or 12): ${data.length}`);
      }
    }
    function decodeTimestampExtension(data) {
      const timeSpec = decodeTimestampToTimeSpec(data);
      return new Date(timeSpec.sec * 1e3 + timeSpec.nsec / 1e6);
    }
    exports2.timestampExtension = {
      type: exports2.EXT_TIMESTAMP,
      encode: encodeTimestampExtension,
      decode: decodeTimestampExtension
    };
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/ExtensionCodec.cjs
var require_ExtensionCodec = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/ExtensionCodec.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ExtensionCodec = void 0;
    var ExtData_ts_1 = require_ExtData();
    var timestamp_ts_1 = require_timestamp();
    var ExtensionCodec = class _ExtensionCodec {
      static defaultCodec = new _ExtensionCodec();
      // ensures ExtensionCodecType<X> matches ExtensionCodec<X>
      // this will make type errors a lot more clear
      // eslint-disable-next-line @typescript-eslint/naming-convention
      __brand;
      // built-in extensions
      builtInEncoders = [];
      builtInDecoders = [];
      // custom extensions
      encoders = [];
      decoders = [];
      constructor() {
        this.register(timestamp_ts_1.timestampExtension);
      }
      register({ type, encode: encode2, decode }) {
        if (type >= 0) {
          this.encoders[type] = encode2;
          this.decoders[type] = decode;
        } else {
          const index = -1 - type;
          this.builtInEncoders[index] = encode2;
          this.builtInDecoders[index] = decode;
        }
      }
      tryToEncode(object, context) {
        for (let i = 0; i < this.builtInEncoders.length; i++) {
          const encodeExt = this.builtInEncoders[i];
          if (encodeExt != null) {
            const data = encodeExt(object, context);
            if (data != null) {
              const type = -1 - i;
              return new ExtData_ts_1.ExtData(type, data);
            }
          }
        }
        for (let i = 0; i < this.encoders.length; i++) {
          const encodeExt = this.encoders[i];
          if (encodeExt != null) {
            const data = encodeExt(object, context);
            if (data != null) {
              const type = i;
              return new ExtData_ts_1.ExtData(type, data);
            }
          }
        }
        if (object instanceof ExtData_ts_1.ExtData) {
          return object;
        }
        return null;
      }
      decode(data, type, context) {
        const decodeExt = type < 0 ? this.builtInDecoders[-1 - type] : this.decoders[type];
        if (decodeExt) {
          return decodeExt(data, type, context);
        } else {
          return new ExtData_ts_1.ExtData(type, data);
        }
      }
    };
    exports2.ExtensionCodec = ExtensionCodec;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/typedArrays.cjs
var require_typedArrays = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/typedArrays.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ensureUint8Array = ensureUint8Array;
    function isArrayBufferLike(buffer) {
      return buffer instanceof ArrayBuffer || typeof SharedArrayBuffer !== "undefined" && buffer instanceof SharedArrayBuffer;
    }
    function ensureUint8Array(buffer) {
      if (buffer instanceof Uint8Array) {
        return buffer;
      } else if (ArrayBuffer.isView(buffer)) {
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } else if (isArrayBufferLike(buffer)) {
        return new Uint8Array(buffer);
      } else {
        return Uint8Array.from(buffer);
      }
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/Encoder.cjs
var require_Encoder = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/Encoder.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Encoder = exports2.DEFAULT_INITIAL_BUFFER_SIZE = exports2.DEFAULT_MAX_DEPTH = void 0;
    var utf8_ts_1 = require_utf8();
    var ExtensionCodec_ts_1 = require_ExtensionCodec();
    var int_ts_1 = require_int();
    var typedArrays_ts_1 = require_typedArrays();
    exports2.DEFAULT_MAX_DEPTH = 100;
    exports2.DEFAULT_INITIAL_BUFFER_SIZE = 2048;
    var Encoder = class _Encoder {
      extensionCodec;
      context;
      useBigInt64;
      maxDepth;
      initialBufferSize;
      sortKeys;
      forceFloat32;
      ignoreUndefined;
      forceIntegerToFloat;
      pos;
      view;
      bytes;
      entered = false;
      constructor(options) {
        this.extensionCodec = options?.extensionCodec ?? ExtensionCodec_ts_1.ExtensionCodec.defaultCodec;
        this.context = options?.context;
        this.useBigInt64 = options?.useBigInt64 ?? false;
        this.maxDepth = options?.maxDepth ?? exports2.DEFAULT_MAX_DEPTH;
        this.initialBufferSize = options?.initialBufferSize ?? exports2.DEFAULT_INITIAL_BUFFER_SIZE;
        this.sortKeys = options?.sortKeys ?? false;
        this.forceFloat32 = options?.forceFloat32 ?? false;
        this.ignoreUndefined = options?.ignoreUndefined ?? false;
        this.forceIntegerToFloat = options?.forceIntegerToFloat ?? false;
        this.pos = 0;
        this.view = new DataView(new ArrayBuffer(this.initialBufferSize));
        this.bytes = new Uint8Array(this.view.buffer);
      }
      clone() {
        return new _Encoder({
          extensionCodec: this.extensionCodec,
          context: this.context,
          useBigInt64: this.useBigInt64,
          maxDepth: this.maxDepth,
          initialBufferSize: this.initialBufferSize,
          sortKeys: this.sortKeys,
          forceFloat32: this.forceFloat32,
          ignoreUndefined: this.ignoreUndefined,
          forceIntegerToFloat: this.forceIntegerToFloat
        });
      }
      reinitializeState() {
        this.pos = 0;
      }
      /**
       * This is almost equivalent to {@link Encoder#encode}, but it returns an reference of the encoder's internal buffer and thus much faster than {@link Encoder#encode}.
       *
       * @returns Encodes the object and returns a shared reference the encoder's internal buffer.
       */
      encodeSharedRef(object) {
        if (this.entered) {
          const instance = this.clone();
          return instance.encodeSharedRef(object);
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.doEncode(object, 1);
          return this.bytes.subarray(0, this.pos);
        } finally {
          this.entered = false;
        }
      }
      /**
       * @returns Encodes the object and returns a copy of the encoder's internal buffer.
       */
      encode(object) {
        if (this.entered) {
          const instance = this.clone();
          return instance.encode(object);
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.doEncode(object, 1);
          return this.bytes.slice(0, this.pos);
        } finally {
          this.entered = false;
        }
      }
      doEncode(object, depth) {
        if (depth > this.maxDepth) {
          throw new Error(`Too deep objects in depth ${depth}`);
        }
        if (object == null) {
          this.encodeNil();
        } else if (typeof object === "boolean") {
          this.encodeBoolean(object);
        } else if (typeof object === "number") {
          if (!this.forceIntegerToFloat) {
            this.encodeNumber(object);
          } else {
            this.encodeNumberAsFloat(object);
          }
        } else if (typeof object === "string") {
          this.encodeString(object);
        } else if (this.useBigInt64 && typeof object === "bigint") {
          this.encodeBigInt64(object);
        } else {
          this.encodeObject(object, depth);
        }
      }
      ensureBufferSizeToWrite(sizeToWrite) {
        const requiredSize = this.pos + sizeToWrite;
        if (this.view.byteLength < requiredSize) {
          this.resizeBuffer(requiredSize * 2);
        }
      }
      resizeBuffer(newSize) {
        const newBuffer = new ArrayBuffer(newSize);
        const newBytes = new Uint8Array(newBuffer);
        const newView = new DataView(newBuffer);
        newBytes.set(this.bytes);
        this.view = newView;
        this.bytes = newBytes;
      }
      encodeNil() {
        this.writeU8(192);
      }
      encodeBoolean(object) {
        if (object === false) {
          this.writeU8(194);
        } else {
          this.writeU8(195);
        }
      }
      encodeNumber(object) {
        if (!this.forceIntegerToFloat && Number.isSafeInteger(object)) {
          if (object >= 0) {
            if (object < 128) {
              this.writeU8(object);
            } else if (object < 256) {
              this.writeU8(204);
              this.writeU8(object);
            } else if (object < 65536) {
              this.writeU8(205);
              this.writeU16(object);
            } else if (object < 4294967296) {
              this.writeU8(206);
              this.writeU32(object);
            } else if (!this.useBigInt64) {
              this.writeU8(207);
              this.writeU64(object);
            } else {
              this.encodeNumberAsFloat(object);
            }
          } else {
            if (object >= -32) {
              this.writeU8(224 | object + 32);
            } else if (object >= -128) {
              this.writeU8(208);
              this.writeI8(object);
            } else if (object >= -32768) {
              this.writeU8(209);
              this.writeI16(object);
            } else if (object >= -2147483648) {
              this.writeU8(210);
              this.writeI32(object);
            } else if (!this.useBigInt64) {
              this.writeU8(211);
              this.writeI64(object);
            } else {
              this.encodeNumberAsFloat(object);
            }
          }
        } else {
          this.encodeNumberAsFloat(object);
        }
      }
      encodeNumberAsFloat(object) {
        if (this.forceFloat32) {
          this.writeU8(202);
          this.writeF32(object);
        } else {
          this.writeU8(203);
          this.writeF64(object);
        }
      }
      encodeBigInt64(object) {
        if (object >= BigInt(0)) {
          this.writeU8(207);
          this.writeBigUint64(object);
        } else {
          this.writeU8(211);
          this.writeBigInt64(object);
        }
      }
      writeStringHeader(byteLength) {
        if (byteLength < 32) {
          this.writeU8(160 + byteLength);
        } else if (byteLength < 256) {
          this.writeU8(217);
          this.writeU8(byteLength);
        } else if (byteLength < 65536) {
          this.writeU8(218);
          this.writeU16(byteLength);
        } else if (byteLength < 4294967296) {
          this.writeU8(219);
          this.writeU32(byteLength);
        } else {
          throw new Error(`Too long string: ${byteLength} bytes in UTF-8`);
        }
      }
      encodeString(object) {
        const maxHeaderSize = 1 + 4;
        const byteLength = (0, utf8_ts_1.utf8Count)(object);
        this.ensureBufferSizeToWrite(maxHeaderSize + byteLength);
        this.writeStringHeader(byteLength);
        (0, utf8_ts_1.utf8Encode)(object, this.bytes, this.pos);
        this.pos += byteLength;
      }
      encodeObject(object, depth) {
        const ext = this.extensionCodec.tryToEncode(object, this.context);
        if (ext != null) {
          this.encodeExtension(ext);
        } else if (Array.isArray(object)) {
          this.encodeArray(object, depth);
        } else if (ArrayBuffer.isView(object)) {
          this.encodeBinary(object);
        } else if (typeof object === "object") {
          this.encodeMap(object, depth);
        } else {
          throw new Error(`Unrecognized object: ${Object.prototype.toString.apply(object)}`);
        }
      }
      encodeBinary(object) {
        const size = object.byteLength;
        if (size < 256) {
          this.writeU8(196);
          this.writeU8(size);
        } else if (size < 65536) {
          this.writeU8(197);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(198);
          this.writeU32(size);
        } else {
          throw new Error(`Too large binary: ${size}`);
        }
        const bytes2 = (0, typedArrays_ts_1.ensureUint8Array)(object);
        this.writeU8a(bytes2);
      }
      encodeArray(object, depth) {
        const size = object.length;
        if (size < 16) {
          this.writeU8(144 + size);
        } else if (size < 65536) {
          this.writeU8(220);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(221);
          this.writeU32(size);
        } else {
          throw new Error(`Too large array: ${size}`);
        }
        for (const item of object) {
          this.doEncode(item, depth + 1);
        }
      }
      countWithoutUndefined(object, keys) {
        let count = 0;
        for (const key of keys) {
          if (object[key] !== void 0) {
            count++;
          }
        }
        return count;
      }
      encodeMap(object, depth) {
        const keys = Object.keys(object);
        if (this.sortKeys) {
          keys.sort();
        }
        const size = this.ignoreUndefined ? this.countWithoutUndefined(object, keys) : keys.length;
        if (size < 16) {
          this.writeU8(128 + size);
        } else if (size < 65536) {
          this.writeU8(222);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(223);
          this.writeU32(size);
        } else {
          throw new Error(`Too large map object: ${size}`);
        }
        for (const key of keys) {
          const value = object[key];
          if (!(this.ignoreUndefined && value === void 0)) {
            this.encodeString(key);
            this.doEncode(value, depth + 1);
          }
        }
      }
      encodeExtension(ext) {
        if (typeof ext.data === "function") {
          const data = ext.data(this.pos + 6);
          const size2 = data.length;
          if (size2 >= 4294967296) {
            throw new Error(`Too large extension object: ${size2}`);
          }
          this.writeU8(201);
          this.writeU32(size2);
          this.writeI8(ext.type);
          this.writeU8a(data);
          return;
        }
        const size = ext.data.length;
        if (size === 1) {
          this.writeU8(212);
        } else if (size === 2) {
          this.writeU8(213);
        } else if (size === 4) {
          this.writeU8(214);
        } else if (size === 8) {
          this.writeU8(215);
        } else if (size === 16) {
          this.writeU8(216);
        } else if (size < 256) {
          this.writeU8(199);
          this.writeU8(size);
        } else if (size < 65536) {
          this.writeU8(200);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(201);
          this.writeU32(size);
        } else {
          throw new Error(`Too large extension object: ${size}`);
        }
        this.writeI8(ext.type);
        this.writeU8a(ext.data);
      }
      writeU8(value) {
        this.ensureBufferSizeToWrite(1);
        this.view.setUint8(this.pos, value);
        this.pos++;
      }
      writeU8a(values) {
        const size = values.length;
        this.ensureBufferSizeToWrite(size);
        this.bytes.set(values, this.pos);
        this.pos += size;
      }
      writeI8(value) {
        this.ensureBufferSizeToWrite(1);
        this.view.setInt8(this.pos, value);
        this.pos++;
      }
      writeU16(value) {
        this.ensureBufferSizeToWrite(2);
        this.view.setUint16(this.pos, value);
        this.pos += 2;
      }
      writeI16(value) {
        this.ensureBufferSizeToWrite(2);
        this.view.setInt16(this.pos, value);
        this.pos += 2;
      }
      writeU32(value) {
        this.ensureBufferSizeToWrite(4);
        this.view.setUint32(this.pos, value);
        this.pos += 4;
      }
      writeI32(value) {
        this.ensureBufferSizeToWrite(4);
        this.view.setInt32(this.pos, value);
        this.pos += 4;
      }
      writeF32(value) {
        this.ensureBufferSizeToWrite(4);
        this.view.setFloat32(this.pos, value);
        this.pos += 4;
      }
      writeF64(value) {
        this.ensureBufferSizeToWrite(8);
        this.view.setFloat64(this.pos, value);
        this.pos += 8;
      }
      writeU64(value) {
        this.ensureBufferSizeToWrite(8);
        (0, int_ts_1.setUint64)(this.view, this.pos, value);
        this.pos += 8;
      }
      writeI64(value) {
        this.ensureBufferSizeToWrite(8);
        (0, int_ts_1.setInt64)(this.view, this.pos, value);
        this.pos += 8;
      }
      writeBigUint64(value) {
        this.ensureBufferSizeToWrite(8);
        this.view.setBigUint64(this.pos, value);
        this.pos += 8;
      }
      writeBigInt64(value) {
        this.ensureBufferSizeToWrite(8);
        this.view.setBigInt64(this.pos, value);
        this.pos += 8;
      }
    };
    exports2.Encoder = Encoder;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/encode.cjs
var require_encode = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/encode.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.encode = encode2;
    var Encoder_ts_1 = require_Encoder();
    function encode2(value, options) {
      const encoder = new Encoder_ts_1.Encoder(options);
      return encoder.encodeSharedRef(value);
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/prettyByte.cjs
var require_prettyByte = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/prettyByte.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.prettyByte = prettyByte;
    function prettyByte(byte) {
      return `${byte < 0 ? "-" : ""}0x${Math.abs(byte).toString(16).padStart(2, "0")}`;
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/CachedKeyDecoder.cjs
var require_CachedKeyDecoder = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/CachedKeyDecoder.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.CachedKeyDecoder = void 0;
    var utf8_ts_1 = require_utf8();
    var DEFAULT_MAX_KEY_LENGTH = 16;
    var DEFAULT_MAX_LENGTH_PER_KEY = 16;
    var CachedKeyDecoder = class {
      hit = 0;
      miss = 0;
      caches;
      maxKeyLength;
      maxLengthPerKey;
      constructor(maxKeyLength = DEFAULT_MAX_KEY_LENGTH, maxLengthPerKey = DEFAULT_MAX_LENGTH_PER_KEY) {
        this.maxKeyLength = maxKeyLength;
        this.maxLengthPerKey = maxLengthPerKey;
        this.caches = [];
        for (let i = 0; i < this.maxKeyLength; i++) {
          this.caches.push([]);
        }
      }
      canBeCached(byteLength) {
        return byteLength > 0 && byteLength <= this.maxKeyLength;
      }
      find(bytes2, inputOffset, byteLength) {
        const records = this.caches[byteLength - 1];
        FIND_CHUNK: for (const record of records) {
          const recordBytes = record.bytes;
          for (let j = 0; j < byteLength; j++) {
            if (recordBytes[j] !== bytes2[inputOffset + j]) {
              continue FIND_CHUNK;
            }
          }
          return record.str;
        }
        return null;
      }
      store(bytes2, value) {
        const records = this.caches[bytes2.length - 1];
        const record = { bytes: bytes2, str: value };
        if (records.length >= this.maxLengthPerKey) {
          records[Math.random() * records.length | 0] = record;
        } else {
          records.push(record);
        }
      }
      decode(bytes2, inputOffset, byteLength) {
        const cachedValue = this.find(bytes2, inputOffset, byteLength);
        if (cachedValue != null) {
          this.hit++;
          return cachedValue;
        }
        this.miss++;
        const str4 = (0, utf8_ts_1.utf8DecodeJs)(bytes2, inputOffset, byteLength);
        const slicedCopyOfBytes = Uint8Array.prototype.slice.call(bytes2, inputOffset, inputOffset + byteLength);
        this.store(slicedCopyOfBytes, str4);
        return str4;
      }
    };
    exports2.CachedKeyDecoder = CachedKeyDecoder;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/Decoder.cjs
var require_Decoder = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/Decoder.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Decoder = void 0;
    var prettyByte_ts_1 = require_prettyByte();
    var ExtensionCodec_ts_1 = require_ExtensionCodec();
    var int_ts_1 = require_int();
    var utf8_ts_1 = require_utf8();
    var typedArrays_ts_1 = require_typedArrays();
    var CachedKeyDecoder_ts_1 = require_CachedKeyDecoder();
    var DecodeError_ts_1 = require_DecodeError();
    var STATE_ARRAY = "array";
    var STATE_MAP_KEY = "map_key";
    var STATE_MAP_VALUE = "map_value";
    var mapKeyConverter = (key) => {
      if (typeof key === "string" || typeof key === "number") {
        return key;
      }
      throw new DecodeError_ts_1.DecodeError("The type of key must be string or number but " + typeof key);
    };
    var StackPool = class {
      stack = [];
      stackHeadPosition = -1;
      get length() {
        return this.stackHeadPosition + 1;
      }
      top() {
        return this.stack[this.stackHeadPosition];
      }
      pushArrayState(size) {
        const state = this.getUninitializedStateFromPool();
        state.type = STATE_ARRAY;
        state.position = 0;
        state.size = size;
        state.array = new Array(size);
      }
      pushMapState(size) {
        const state = this.getUninitializedStateFromPool();
        state.type = STATE_MAP_KEY;
        state.readCount = 0;
        state.size = size;
        state.map = {};
      }
      getUninitializedStateFromPool() {
        this.stackHeadPosition++;
        if (this.stackHeadPosition === this.stack.length) {
          const partialState = {
            type: void 0,
            size: 0,
            array: void 0,
            position: 0,
            readCount: 0,
            map: void 0,
            key: null
          };
          this.stack.push(partialState);
        }
        return this.stack[this.stackHeadPosition];
      }
      release(state) {
        const topStackState = this.stack[this.stackHeadPosition];
        if (topStackState !== state) {
          throw new Error("Invalid stack state. Released state is not on top of the stack.");
        }
        if (state.type === STATE_ARRAY) {
          const partialState = state;
          partialState.size = 0;
          partialState.array = void 0;
          partialState.position = 0;
          partialState.type = void 0;
        }
        if (state.type === STATE_MAP_KEY || state.type === STATE_MAP_VALUE) {
          const partialState = state;
          partialState.size = 0;
          partialState.map = void 0;
          partialState.readCount = 0;
          partialState.type = void 0;
        }
        this.stackHeadPosition--;
      }
      reset() {
        this.stack.length = 0;
        this.stackHeadPosition = -1;
      }
    };
    var HEAD_BYTE_REQUIRED = -1;
    var EMPTY_VIEW = new DataView(new ArrayBuffer(0));
    var EMPTY_BYTES = new Uint8Array(EMPTY_VIEW.buffer);
    try {
      EMPTY_VIEW.getInt8(0);
    } catch (e) {
      if (!(e instanceof RangeError)) {
        throw new Error("This module is not supported in the current JavaScript engine because DataView does not throw RangeError on out-of-bounds access");
      }
    }
    var MORE_DATA = new RangeError("Insufficient data");
    var sharedCachedKeyDecoder = new CachedKeyDecoder_ts_1.CachedKeyDecoder();
    var Decoder = class _Decoder {
      extensionCodec;
      context;
      useBigInt64;
      rawStrings;
      maxStrLength;
      maxBinLength;
      maxArrayLength;
      maxMapLength;
      maxExtLength;
      keyDecoder;
      mapKeyConverter;
      totalPos = 0;
      pos = 0;
      view = EMPTY_VIEW;
      bytes = EMPTY_BYTES;
      headByte = HEAD_BYTE_REQUIRED;
      stack = new StackPool();
      entered = false;
      constructor(options) {
        this.extensionCodec = options?.extensionCodec ?? ExtensionCodec_ts_1.ExtensionCodec.defaultCodec;
        this.context = options?.context;
        this.useBigInt64 = options?.useBigInt64 ?? false;
        this.rawStrings = options?.rawStrings ?? false;
        this.maxStrLength = options?.maxStrLength ?? int_ts_1.UINT32_MAX;
        this.maxBinLength = options?.maxBinLength ?? int_ts_1.UINT32_MAX;
        this.maxArrayLength = options?.maxArrayLength ?? int_ts_1.UINT32_MAX;
        this.maxMapLength = options?.maxMapLength ?? int_ts_1.UINT32_MAX;
        this.maxExtLength = options?.maxExtLength ?? int_ts_1.UINT32_MAX;
        this.keyDecoder = options?.keyDecoder !== void 0 ? options.keyDecoder : sharedCachedKeyDecoder;
        this.mapKeyConverter = options?.mapKeyConverter ?? mapKeyConverter;
      }
      clone() {
        return new _Decoder({
          extensionCodec: this.extensionCodec,
          context: this.context,
          useBigInt64: this.useBigInt64,
          rawStrings: this.rawStrings,
          maxStrLength: this.maxStrLength,
          maxBinLength: this.maxBinLength,
          maxArrayLength: this.maxArrayLength,
          maxMapLength: this.maxMapLength,
          maxExtLength: this.maxExtLength,
          keyDecoder: this.keyDecoder
        });
      }
      reinitializeState() {
        this.totalPos = 0;
        this.headByte = HEAD_BYTE_REQUIRED;
        this.stack.reset();
      }
      setBuffer(buffer) {
        const bytes2 = (0, typedArrays_ts_1.ensureUint8Array)(buffer);
        this.bytes = bytes2;
        this.view = new DataView(bytes2.buffer, bytes2.byteOffset, bytes2.byteLength);
        this.pos = 0;
      }
      appendBuffer(buffer) {
        if (this.headByte === HEAD_BYTE_REQUIRED && !this.hasRemaining(1)) {
          this.setBuffer(buffer);
        } else {
          const remainingData = this.bytes.subarray(this.pos);
          const newData = (0, typedArrays_ts_1.ensureUint8Array)(buffer);
          const newBuffer = new Uint8Array(remainingData.length + newData.length);
          newBuffer.set(remainingData);
          newBuffer.set(newData, remainingData.length);
          this.setBuffer(newBuffer);
        }
      }
      hasRemaining(size) {
        return this.view.byteLength - this.pos >= size;
      }
      createExtraByteError(posToShow) {
        const { view, pos } = this;
        return new RangeError(`Extra ${view.byteLength - pos} of ${view.byteLength} byte(s) found at buffer[${posToShow}]`);
      }
      /**
       * @throws {@link DecodeError}
       * @throws {@link RangeError}
       */
      decode(buffer) {
        if (this.entered) {
          const instance = this.clone();
          return instance.decode(buffer);
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.setBuffer(buffer);
          const object = this.doDecodeSync();
          if (this.hasRemaining(1)) {
            throw this.createExtraByteError(this.pos);
          }
          return object;
        } finally {
          this.entered = false;
        }
      }
      *decodeMulti(buffer) {
        if (this.entered) {
          const instance = this.clone();
          yield* instance.decodeMulti(buffer);
          return;
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.setBuffer(buffer);
          while (this.hasRemaining(1)) {
            yield this.doDecodeSync();
          }
        } finally {
          this.entered = false;
        }
      }
      async decodeAsync(stream) {
        if (this.entered) {
          const instance = this.clone();
          return instance.decodeAsync(stream);
        }
        try {
          this.entered = true;
          let decoded = false;
          let object;
          for await (const buffer of stream) {
            if (decoded) {
              this.entered = false;
              throw this.createExtraByteError(this.totalPos);
            }
            this.appendBuffer(buffer);
            try {
              object = this.doDecodeSync();
              decoded = true;
            } catch (e) {
              if (!(e instanceof RangeError)) {
                throw e;
              }
            }
            this.totalPos += this.pos;
          }
          if (decoded) {
            if (this.hasRemaining(1)) {
              throw this.createExtraByteError(this.totalPos);
            }
            return object;
          }
          const { headByte, pos, totalPos } = this;
          throw new RangeError(`Insufficient data in parsing ${(0, prettyByte_ts_1.prettyByte)(headByte)} at ${totalPos} (${pos} in the current buffer)`);
        } finally {
          this.entered = false;
        }
      }
      decodeArrayStream(stream) {
        return this.decodeMultiAsync(stream, true);
      }
      decodeStream(stream) {
        return this.decodeMultiAsync(stream, false);
      }
      async *decodeMultiAsync(stream, isArray) {
        if (this.entered) {
          const instance = this.clone();
          yield* instance.decodeMultiAsync(stream, isArray);
          return;
        }
        try {
          this.entered = true;
          let isArrayHeaderRequired = isArray;
          let arrayItemsLeft = -1;
          for await (const buffer of stream) {
            if (isArray && arrayItemsLeft === 0) {
              throw this.createExtraByteError(this.totalPos);
            }
            this.appendBuffer(buffer);
            if (isArrayHeaderRequired) {
              arrayItemsLeft = this.readArraySize();
              isArrayHeaderRequired = false;
              this.complete();
            }
            try {
              while (true) {
                yield this.doDecodeSync();
                if (--arrayItemsLeft === 0) {
                  break;
                }
              }
            } catch (e) {
              if (!(e instanceof RangeError)) {
                throw e;
              }
            }
            this.totalPos += this.pos;
          }
        } finally {
          this.entered = false;
        }
      }
      doDecodeSync() {
        DECODE: while (true) {
          const headByte = this.readHeadByte();
          let object;
          if (headByte >= 224) {
            object = headByte - 256;
          } else if (headByte < 192) {
            if (headByte < 128) {
              object = headByte;
            } else if (headByte < 144) {
              const size = headByte - 128;
              if (size !== 0) {
                this.pushMapState(size);
                this.complete();
                continue DECODE;
              } else {
                object = {};
              }
            } else if (headByte < 160) {
              const size = headByte - 144;
              if (size !== 0) {
                this.pushArrayState(size);
                this.complete();
                continue DECODE;
              } else {
                object = [];
              }
            } else {
              const byteLength = headByte - 160;
              object = this.decodeString(byteLength, 0);
            }
          } else if (headByte === 192) {
            object = null;
          } else if (headByte === 194) {
            object = false;
          } else if (headByte === 195) {
            object = true;
          } else if (headByte === 202) {
            object = this.readF32();
          } else if (headByte === 203) {
            object = this.readF64();
          } else if (headByte === 204) {
            object = this.readU8();
          } else if (headByte === 205) {
            object = this.readU16();
          } else if (headByte === 206) {
            object = this.readU32();
          } else if (headByte === 207) {
            if (this.useBigInt64) {
              object = this.readU64AsBigInt();
            } else {
              object = this.readU64();
            }
          } else if (headByte === 208) {
            object = this.readI8();
          } else if (headByte === 209) {
            object = this.readI16();
          } else if (headByte === 210) {
            object = this.readI32();
          } else if (headByte === 211) {
            if (this.useBigInt64) {
              object = this.readI64AsBigInt();
            } else {
              object = this.readI64();
            }
          } else if (headByte === 217) {
            const byteLength = this.lookU8();
            object = this.decodeString(byteLength, 1);
          } else if (headByte === 218) {
            const byteLength = this.lookU16();
            object = this.decodeString(byteLength, 2);
          } else if (headByte === 219) {
            const byteLength = this.lookU32();
            object = this.decodeString(byteLength, 4);
          } else if (headByte === 220) {
            const size = this.readU16();
            if (size !== 0) {
              this.pushArrayState(size);
              this.complete();
              continue DECODE;
            } else {
              object = [];
            }
          } else if (headByte === 221) {
            const size = this.readU32();
            if (size !== 0) {
              this.pushArrayState(size);
              this.complete();
              continue DECODE;
            } else {
              object = [];
            }
          } else if (headByte === 222) {
            const size = this.readU16();
            if (size !== 0) {
              this.pushMapState(size);
              this.complete();
              continue DECODE;
            } else {
              object = {};
            }
          } else if (headByte === 223) {
            const size = this.readU32();
            if (size !== 0) {
              this.pushMapState(size);
              this.complete();
              continue DECODE;
            } else {
              object = {};
            }
          } else if (headByte === 196) {
            const size = this.lookU8();
            object = this.decodeBinary(size, 1);
          } else if (headByte === 197) {
            const size = this.lookU16();
            object = this.decodeBinary(size, 2);
          } else if (headByte === 198) {
            const size = this.lookU32();
            object = this.decodeBinary(size, 4);
          } else if (headByte === 212) {
            object = this.decodeExtension(1, 0);
          } else if (headByte === 213) {
            object = this.decodeExtension(2, 0);
          } else if (headByte === 214) {
            object = this.decodeExtension(4, 0);
          } else if (headByte === 215) {
            object = this.decodeExtension(8, 0);
          } else if (headByte === 216) {
            object = this.decodeExtension(16, 0);
          } else if (headByte === 199) {
            const size = this.lookU8();
            object = this.decodeExtension(size, 1);
          } else if (headByte === 200) {
            const size = this.lookU16();
            object = this.decodeExtension(size, 2);
          } else if (headByte === 201) {
            const size = this.lookU32();
            object = this.decodeExtension(size, 4);
          } else {
            throw new DecodeError_ts_1.DecodeError(`Unrecognized type byte: ${(0, prettyByte_ts_1.prettyByte)(headByte)}`);
          }
          this.complete();
          const stack = this.stack;
          while (stack.length > 0) {
            const state = stack.top();
            if (state.type === STATE_ARRAY) {
              state.array[state.position] = object;
              state.position++;
              if (state.position === state.size) {
                object = state.array;
                stack.release(state);
              } else {
                continue DECODE;
              }
            } else if (state.type === STATE_MAP_KEY) {
              if (object === "__proto__") {
                throw new DecodeError_ts_1.DecodeError("The key __proto__ is not allowed");
              }
              state.key = this.mapKeyConverter(object);
              state.type = STATE_MAP_VALUE;
              continue DECODE;
            } else {
              state.map[state.key] = object;
              state.readCount++;
              if (state.readCount === state.size) {
                object = state.map;
                stack.release(state);
              } else {
                state.key = null;
                state.type = STATE_MAP_KEY;
                continue DECODE;
              }
            }
          }
          return object;
        }
      }
      readHeadByte() {
        if (this.headByte === HEAD_BYTE_REQUIRED) {
          this.headByte = this.readU8();
        }
        return this.headByte;
      }
      complete() {
        this.headByte = HEAD_BYTE_REQUIRED;
      }
      readArraySize() {
        const headByte = this.readHeadByte();
        switch (headByte) {
          case 220:
            return this.readU16();
          case 221:
            return this.readU32();
          default: {
            if (headByte < 160) {
              return headByte - 144;
            } else {
              throw new DecodeError_ts_1.DecodeError(`Unrecognized array type byte: ${(0, prettyByte_ts_1.prettyByte)(headByte)}`);
            }
          }
        }
      }
      pushMapState(size) {
        if (size > this.maxMapLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: map length (${size}) > maxMapLengthLength (${this.maxMapLength})`);
        }
        this.stack.pushMapState(size);
      }
      pushArrayState(size) {
        if (size > this.maxArrayLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: array length (${size}) > maxArrayLength (${this.maxArrayLength})`);
        }
        this.stack.pushArrayState(size);
      }
      decodeString(byteLength, headerOffset) {
        if (!this.rawStrings || this.stateIsMapKey()) {
          return this.decodeUtf8String(byteLength, headerOffset);
        }
        return this.decodeBinary(byteLength, headerOffset);
      }
      /**
       * @throws {@link RangeError}
       */
      decodeUtf8String(byteLength, headerOffset) {
        if (byteLength > this.maxStrLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: UTF-8 byte length (${byteLength}) > maxStrLength (${this.maxStrLength})`);
        }
        if (this.bytes.byteLength < this.pos + headerOffset + byteLength) {
          throw MORE_DATA;
        }
        const offset = this.pos + headerOffset;
        let object;
        if (this.stateIsMapKey() && this.keyDecoder?.canBeCached(byteLength)) {
          object = this.keyDecoder.decode(this.bytes, offset, byteLength);
        } else {
          object = (0, utf8_ts_1.utf8Decode)(this.bytes, offset, byteLength);
        }
        this.pos += headerOffset + byteLength;
        return object;
      }
      stateIsMapKey() {
        if (this.stack.length > 0) {
          const state = this.stack.top();
          return state.type === STATE_MAP_KEY;
        }
        return false;
      }
      /**
       * @throws {@link RangeError}
       */
      decodeBinary(byteLength, headOffset) {
        if (byteLength > this.maxBinLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: bin length (${byteLength}) > maxBinLength (${this.maxBinLength})`);
        }
        if (!this.hasRemaining(byteLength + headOffset)) {
          throw MORE_DATA;
        }
        const offset = this.pos + headOffset;
        const object = this.bytes.subarray(offset, offset + byteLength);
        this.pos += headOffset + byteLength;
        return object;
      }
      decodeExtension(size, headOffset) {
        if (size > this.maxExtLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: ext length (${size}) > maxExtLength (${this.maxExtLength})`);
        }
        const extType = this.view.getInt8(this.pos + headOffset);
        const data = this.decodeBinary(
          size,
          headOffset + 1
          /* extType */
        );
        return this.extensionCodec.decode(data, extType, this.context);
      }
      lookU8() {
        return this.view.getUint8(this.pos);
      }
      lookU16() {
        return this.view.getUint16(this.pos);
      }
      lookU32() {
        return this.view.getUint32(this.pos);
      }
      readU8() {
        const value = this.view.getUint8(this.pos);
        this.pos++;
        return value;
      }
      readI8() {
        const value = this.view.getInt8(this.pos);
        this.pos++;
        return value;
      }
      readU16() {
        const value = this.view.getUint16(this.pos);
        this.pos += 2;
        return value;
      }
      readI16() {
        const value = this.view.getInt16(this.pos);
        this.pos += 2;
        return value;
      }
      readU32() {
        const value = this.view.getUint32(this.pos);
        this.pos += 4;
        return value;
      }
      readI32() {
        const value = this.view.getInt32(this.pos);
        this.pos += 4;
        return value;
      }
      readU64() {
        const value = (0, int_ts_1.getUint64)(this.view, this.pos);
        this.pos += 8;
        return value;
      }
      readI64() {
        const value = (0, int_ts_1.getInt64)(this.view, this.pos);
        this.pos += 8;
        return value;
      }
      readU64AsBigInt() {
        const value = this.view.getBigUint64(this.pos);
        this.pos += 8;
        return value;
      }
      readI64AsBigInt() {
        const value = this.view.getBigInt64(this.pos);
        this.pos += 8;
        return value;
      }
      readF32() {
        const value = this.view.getFloat32(this.pos);
        this.pos += 4;
        return value;
      }
      readF64() {
        const value = this.view.getFloat64(this.pos);
        this.pos += 8;
        return value;
      }
    };
    exports2.Decoder = Decoder;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/decode.cjs
var require_decode = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/decode.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.decode = decode;
    exports2.decodeMulti = decodeMulti;
    var Decoder_ts_1 = require_Decoder();
    function decode(buffer, options) {
      const decoder = new Decoder_ts_1.Decoder(options);
      return decoder.decode(buffer);
    }
    function decodeMulti(buffer, options) {
      const decoder = new Decoder_ts_1.Decoder(options);
      return decoder.decodeMulti(buffer);
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/stream.cjs
var require_stream = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/stream.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.isAsyncIterable = isAsyncIterable;
    exports2.asyncIterableFromStream = asyncIterableFromStream;
    exports2.ensureAsyncIterable = ensureAsyncIterable;
    function isAsyncIterable(object) {
      return object[Symbol.asyncIterator] != null;
    }
    async function* asyncIterableFromStream(stream) {
      const reader = stream.getReader();
      try {
        while (true) {
          const { done, value } = await reader.read();
          if (done) {
            return;
          }
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
    }
    function ensureAsyncIterable(streamLike) {
      if (isAsyncIterable(streamLike)) {
        return streamLike;
      } else {
        return asyncIterableFromStream(streamLike);
      }
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/decodeAsync.cjs
var require_decodeAsync = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/decodeAsync.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.decodeAsync = decodeAsync;
    exports2.decodeArrayStream = decodeArrayStream;
    exports2.decodeMultiStream = decodeMultiStream;
    var Decoder_ts_1 = require_Decoder();
    var stream_ts_1 = require_stream();
    async function decodeAsync(streamLike, options) {
      const stream = (0, stream_ts_1.ensureAsyncIterable)(streamLike);
      const decoder = new Decoder_ts_1.Decoder(options);
      return decoder.decodeAsync(stream);
    }
    function decodeArrayStream(streamLike, options) {
      const stream = (0, stream_ts_1.ensureAsyncIterable)(streamLike);
      const decoder = new Decoder_ts_1.Decoder(options);
      return decoder.decodeArrayStream(stream);
    }
    function decodeMultiStream(streamLike, options) {
      const stream = (0, stream_ts_1.ensureAsyncIterable)(streamLike);
      const decoder = new Decoder_ts_1.Decoder(options);
      return decoder.decodeStream(stream);
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/index.cjs
var require_dist = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/index.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.decodeTimestampExtension = exports2.encodeTimestampExtension = exports2.decodeTimestampToTimeSpec = exports2.encodeTimeSpecToTimestamp = exports2.encodeDateToTimeSpec = exports2.EXT_TIMESTAMP = exports2.ExtData = exports2.ExtensionCodec = exports2.Encoder = exports2.DecodeError = exports2.Decoder = exports2.decodeMultiStream = exports2.decodeArrayStream = exports2.decodeAsync = exports2.decodeMulti = exports2.decode = exports2.encode = void 0;
    var encode_ts_1 = require_encode();
    Object.defineProperty(exports2, "encode", { enumerable: true, get: function() {
      return encode_ts_1.encode;
    } });
    var decode_ts_1 = require_decode();
    Object.defineProperty(exports2, "decode", { enumerable: true, get: function() {
      return decode_ts_1.decode;
    } });
    Object.defineProperty(exports2, "decodeMulti", { enumerable: true, get: function() {
      return decode_ts_1.decodeMulti;
    } });
    var decodeAsync_ts_1 = require_decodeAsync();
    Object.defineProperty(exports2, "decodeAsync", { enumerable: true, get: function() {
      return decodeAsync_ts_1.decodeAsync;
    } });
    Object.defineProperty(exports2, "decodeArrayStream", { enumerable: true, get: function() {
      return decodeAsync_ts_1.decodeArrayStream;
    } });
    Object.defineProperty(exports2, "decodeMultiStream", { enumerable: true, get: function() {
      return decodeAsync_ts_1.decodeMultiStream;
    } });
    var Decoder_ts_1 = require_Decoder();
    Object.defineProperty(exports2, "Decoder", { enumerable: true, get: function() {
      return Decoder_ts_1.Decoder;
    } });
    var DecodeError_ts_1 = require_DecodeError();
    Object.defineProperty(exports2, "DecodeError", { enumerable: true, get: function() {
      return DecodeError_ts_1.DecodeError;
    } });
    var Encoder_ts_1 = require_Encoder();
    Object.defineProperty(exports2, "Encoder", { enumerable: true, get: function() {
      return Encoder_ts_1.Encoder;
    } });
    var ExtensionCodec_ts_1 = require_ExtensionCodec();
    Object.defineProperty(exports2, "ExtensionCodec", { enumerable: true, get: function() {
      return ExtensionCodec_ts_1.ExtensionCodec;
    } });
    var ExtData_ts_1 = require_ExtData();
    Object.defineProperty(exports2, "ExtData", { enumerable: true, get: function() {
      return ExtData_ts_1.ExtData;
    } });
    var timestamp_ts_1 = require_timestamp();
    Object.defineProperty(exports2, "EXT_TIMESTAMP", { enumerable: true, get: function() {
      return timestamp_ts_1.EXT_TIMESTAMP;
    } });
    Object.defineProperty(exports2, "encodeDateToTimeSpec", { enumerable: true, get: function() {
      return timestamp_ts_1.encodeDateToTimeSpec;
    } });
    Object.defineProperty(exports2, "encodeTimeSpecToTimestamp", { enumerable: true, get: function() {
      return timestamp_ts_1.encodeTimeSpecToTimestamp;
    } });
    Object.defineProperty(exports2, "decodeTimestampToTimeSpec", { enumerable: true, get: function() {
      return timestamp_ts_1.decodeTimestampToTimeSpec;
    } });
    Object.defineProperty(exports2, "encodeTimestampExtension", { enumerable: true, get: function() {
      return timestamp_ts_1.encodeTimestampExtension;
    } });
    Object.defineProperty(exports2, "decodeTimestampExtension", { enumerable: true, get: function() {
      return timestamp_ts_1.decodeTimestampExtension;
    } });
  }
});

// node_modules/neovim/lib/utils/util.js
var require_util = __commonJS({
  "node_modules/neovim/lib/utils/util.js"(exports2) {
    "use strict";
    var _a;
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ASYNC_DISPOSE_SYMBOL = void 0;
    exports2.partialClone = partialClone;
    function partialClone(obj, depth = 3, omitKeys = [], replacement = void 0) {
      if (typeof obj !== "object" || obj === null || Object.getOwnPropertyNames(obj).length === 0) {
        return obj;
      }
      const clonedObj = Array.isArray(obj) ? [] : {};
      if (depth === 0) {
        return replacement || clonedObj;
      }
      for (const key of Object.keys(obj)) {
        if (omitKeys.includes(key)) {
          clonedObj[key] = replacement || (Array.isArray(obj) ? [] : {});
        } else if (Object.prototype.hasOwnProperty.call(obj, key)) {
          clonedObj[key] = partialClone(obj[key], depth - 1, omitKeys, replacement);
        }
      }
      return clonedObj;
    }
    exports2.ASYNC_DISPOSE_SYMBOL = (_a = Symbol.asyncDispose) !== null && _a !== void 0 ? _a : /* @__PURE__ */ Symbol.for("Symbol.asyncDispose");
  }
});

// src/nvim/quietLogger.ts
var import_node_util, toStderr, quietLogger;
var init_quietLogger = __esm({
  "src/nvim/quietLogger.ts"() {
    "use strict";
    import_node_util = require("node:util");
    toStderr = (level) => (...args) => {
      process.stderr.write(`${level} ${(0, import_node_util.format)(...args)}
`);
    };
    quietLogger = {
      level: "warn",
      debug: (..._args) => {
      },
      info: (..._args) => {
      },
      warn: toStderr("warn"),
      error: toStderr("error")
    };
  }
});

// src/nvim/winstonStub.ts
var winstonStub_exports = {};
__export(winstonStub_exports, {
  createLogger: () => createLogger,
  format: () => format2,
  transports: () => transports
});
function createLogger(_options) {
  return { ...quietLogger, add() {
    return this;
  } };
}
var IgnoredTransport, ignoredFormat, transports, format2;
var init_winstonStub = __esm({
  "src/nvim/winstonStub.ts"() {
    "use strict";
    init_quietLogger();
    IgnoredTransport = class {
      constructor(_options) {
      }
    };
    ignoredFormat = (..._args) => void 0;
    transports = { Console: IgnoredTransport, File: IgnoredTransport };
    format2 = { combine: ignoredFormat, splat: ignoredFormat, timestamp: ignoredFormat, printf: ignoredFormat };
  }
});

// node_modules/neovim/lib/utils/logger.js
var require_logger = __commonJS({
  "node_modules/neovim/lib/utils/logger.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.getLogger = getLogger;
    var winston = __importStar((init_winstonStub(), __toCommonJS(winstonStub_exports)));
    var node_util_1 = require("node:util");
    var level = process.env.NVIM_NODE_LOG_LEVEL || "debug";
    var loggerKeys = ["info", "warn", "error", "debug", "level"];
    function getFormat(colorize) {
      return winston.format.combine(winston.format.splat(), winston.format.timestamp({
        format: "YYYY-MM-DD HH:mm:ss"
      }), winston.format.printf((info) => {
        let msg;
        try {
          msg = typeof info.message === "object" ? (0, node_util_1.inspect)(info.message, false, 2, colorize) : info.message;
        } catch (_a) {
          msg = info.message;
        }
        const lvl = info.level === "debug" ? "DBG" : info.level.slice(0, 3).toUpperCase();
        return `${info.timestamp} ${lvl} ${msg}`;
      }));
    }
    function setupWinstonLogger() {
      const logger = winston.createLogger({
        level
      });
      if (process.env.NVIM_NODE_LOG_FILE) {
        logger.add(new winston.transports.File({
          filename: process.env.NVIM_NODE_LOG_FILE,
          level,
          format: getFormat(false)
        }));
      }
      if (process.env.ALLOW_CONSOLE) {
        logger.add(new winston.transports.Console({
          format: getFormat(true)
        }));
      }
      if (!process.env.NVIM_NODE_LOG_FILE && !process.env.ALLOW_CONSOLE) {
        logger.add(new winston.transports.Console({ silent: true }));
      }
      Object.keys(console).forEach((k) => {
        const loggerKey = k === "log" ? "info" : k;
        if (k === "assert") {
          console.assert = function(condition, ...data) {
            if (!condition) {
              logger.error("assertion failed", ...data);
            }
          };
        } else if (loggerKeys.includes(loggerKey)) {
          console[k] = function(...args) {
            const loggerFn = logger[loggerKey];
            loggerFn.apply(logger, args);
          };
        }
      });
      return logger;
    }
    var _logger;
    function getLogger() {
      if (!_logger) {
        _logger = setupWinstonLogger();
      }
      return _logger;
    }
  }
});

// node_modules/neovim/lib/api/Base.js
var require_Base = __commonJS({
  "node_modules/neovim/lib/api/Base.js"(exports2) {
    "use strict";
    var __awaiter = exports2 && exports2.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    var _a;
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.BaseApi = void 0;
    var node_events_1 = require("node:events");
    var util_1 = require_util();
    var logger_1 = require_logger();
    var DO_REQUEST = /* @__PURE__ */ Symbol("DO_REQUEST");
    var BaseApi = class extends node_events_1.EventEmitter {
      constructor({ transport, data, logger, metadata, client }) {
        super();
        this._isReady = Promise.resolve(false);
        this[_a] = (name, args = []) => new Promise((resolve, reject) => {
          this.transport.request(name, args, (err, res) => {
            if (this.logger.level === "debug") {
              let logData;
              try {
                logData = res && typeof res === "object" ? (0, util_1.partialClone)(res, 2, ["logger", "transport", "client"], "[Object]") : res;
              } catch (_b) {
                logData = String(res);
              }
              this.logger.debug(`response -> ${name}: %O`, logData);
            }
            if (err) {
              reject(new Error(`${name}: ${err[1]}`));
            } else {
              resolve(res);
            }
          });
        });
        this.transport = transport;
        this.data = data;
        this.logger = logger || (0, logger_1.getLogger)();
        this.client = client;
        if (metadata) {
          Object.defineProperty(this, "metadata", { value: metadata });
        }
      }
      equals(other) {
        try {
          return String(this.data) === String(other.data);
        } catch (_b) {
          return false;
        }
      }
      asyncRequest(name_1) {
        return __awaiter(this, arguments, void 0, function* (name, args = []) {
          yield this._isReady;
          this.logger.debug(`request  -> ${name}`);
          return this[DO_REQUEST](name, args).catch((err) => {
            const newError = new Error(err.message);
            this.logger.error(`failed request to "%s": %s: %s`, name, newError.name, newError.message);
            throw newError;
          });
        });
      }
      /** Sends a request to Nvim (the peer). */
      request(name, args = []) {
        return this.asyncRequest(name, args);
      }
      _getArgsByPrefix(...args) {
        const _args = [];
        if (this.prefix !== "nvim_") {
          _args.push(this);
        }
        return _args.concat(args);
      }
      /** Retrieves a scoped variable depending on type (using `this.prefix`) */
      getVar(name) {
        return __awaiter(this, void 0, void 0, function* () {
          const args = this._getArgsByPrefix(name);
          return this.request(`${this.prefix}get_var`, args).then((res) => res, (err) => {
            if (err && err.message && err.message.includes("not found")) {
              return null;
            }
            throw err;
          });
        });
      }
      /** Set a scoped variable */
      setVar(name, value) {
        const args = this._getArgsByPrefix(name, value);
        return this.request(`${this.prefix}set_var`, args);
      }
      /** Delete a scoped variable */
      deleteVar(name) {
        const args = this._getArgsByPrefix(name);
        return this.request(`${this.prefix}del_var`, args);
      }
      /** Retrieves a scoped option depending on type of `this` */
      getOption(name) {
        const args = this._getArgsByPrefix(name);
        return this.request(`${this.prefix}get_option`, args);
      }
      /** Set scoped option */
      setOption(name, value) {
        const args = this._getArgsByPrefix(name, value);
        return this.request(`${this.prefix}set_option`, args);
      }
      // TODO: Is this necessary?
      /** `request` is basically the same except you can choose to wait forpromise to be resolved */
      notify(name, args) {
        this.logger.debug(`notify -> ${name}`);
        this.transport.notify(name, args);
      }
    };
    exports2.BaseApi = BaseApi;
    _a = DO_REQUEST;
  }
});

// node_modules/neovim/lib/api/types.js
var require_types = __commonJS({
  "node_modules/neovim/lib/api/types.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Metadata = exports2.ExtType = void 0;
    var ExtType;
    (function(ExtType2) {
      ExtType2[ExtType2["Buffer"] = 0] = "Buffer";
      ExtType2[ExtType2["Window"] = 1] = "Window";
      ExtType2[ExtType2["Tabpage"] = 2] = "Tabpage";
    })(ExtType || (exports2.ExtType = ExtType = {}));
    exports2.Metadata = [
      {
        name: "Buffer",
        prefix: "nvim_buf_"
      },
      {
        name: "Window",
        prefix: "nvim_win_"
      },
      {
        name: "Tabpage",
        prefix: "nvim_tabpage_"
      }
    ];
  }
});

// node_modules/neovim/lib/api/Buffer.js
var require_Buffer = __commonJS({
  "node_modules/neovim/lib/api/Buffer.js"(exports2) {
    "use strict";
    var __awaiter = exports2 && exports2.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    var _a;
    var _b;
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Buffer = exports2.ATTACH = exports2.DETACH = void 0;
    var Base_1 = require_Base();
    var types_1 = require_types();
    exports2.DETACH = /* @__PURE__ */ Symbol("detachBuffer");
    exports2.ATTACH = /* @__PURE__ */ Symbol("attachBuffer");
    var Buffer2 = class extends Base_1.BaseApi {
      constructor() {
        super(...arguments);
        this.prefix = types_1.Metadata[types_1.ExtType.Buffer].prefix;
        this[_a] = (...args_1) => __awaiter(this, [...args_1], void 0, function* (sendBuffer = false, options = {}) {
          if (this.client.isAttached(this)) {
            return true;
          }
          return this.request(`${this.prefix}attach`, [this, sendBuffer, options]);
        });
        this[_b] = () => this.request(`${this.prefix}detach`, [this]);
      }
      get isAttached() {
        return this.client.isAttached(this);
      }
      /**
       * Get the bufnr of Buffer
       */
      get id() {
        return this.data;
      }
      /** Total number of lines in buffer */
      get length() {
        return this.request(`${this.prefix}line_count`, [this]);
      }
      /** Get lines in buffer */
      get lines() {
        return this.getLines();
      }
      /** Gets a changed tick of a buffer */
      get changedtick() {
        return this.request(`${this.prefix}get_changedtick`, [this]);
      }
      get commands() {
        return this.getCommands();
      }
      getCommands(options = {}) {
        return this.request(`${this.prefix}get_commands`, [this, options]);
      }
      /** Get specific lines of buffer */
      getLines({ start, end, strictIndexing } = { start: 0, end: -1, strictIndexing: true }) {
        const indexing = typeof strictIndexing === "undefined" ? true : strictIndexing;
        return this.request(`${this.prefix}get_lines`, [this, start, end, indexing]);
      }
      /** Set lines of buffer given indices */
      setLines(_lines, { start: _start, end: _end, strictIndexing } = {
        strictIndexing: true
      }) {
        if (_start === void 0 || _end === void 0) {
          throw new Error("start and end are required");
        }
        const indexing = typeof strictIndexing === "undefined" ? true : strictIndexing;
        const lines = typeof _lines === "string" ? [_lines] : _lines;
        const end = typeof _end !== "undefined" ? _end : _start + 1;
        return this.request(`${this.prefix}set_lines`, [this, _start, end, indexing, lines]);
      }
      /** Insert lines at `start` index */
      insert(lines, start) {
        return this.setLines(lines, {
          start,
          end: start,
          strictIndexing: true
        });
      }
      /** Replace lines starting at `start` index */
      replace(_lines, start) {
        const lines = typeof _lines === "string" ? [_lines] : _lines;
        return this.setLines(lines, {
          start,
          end: start + lines.length,
          strictIndexing: false
        });
      }
      /** Remove lines at index */
      remove(start, end, strictIndexing) {
        return this.setLines([], { start, end, strictIndexing });
      }
      /** Append a string or list of lines to end of buffer */
      append(lines) {
        return this.setLines(lines, {
          start: -1,
          end: -1,
          strictIndexing: false
        });
      }
      /** Get buffer name */
      get name() {
        return this.request(`${this.prefix}get_name`, [this]);
      }
      /** Set current buffer name */
      set name(value) {
        this.request(`${this.prefix}set_name`, [this, value]);
      }
      /** Is current buffer valid */
      get valid() {
        return this.request(`${this.prefix}is_valid`, [this]);
      }
      /** Get mark position given mark name */
      mark(name) {
        return this.request(`${this.prefix}get_mark`, [this, name]);
      }
      // range(start, end) {
      // """Return a `Range` object, which represents part of the Buffer."""
      // return Range(this, start, end)
      // }
      /**
       * Gets a list of buffer-local |mapping| definitions.
       */
      getKeymap(mode) {
        return this.request(`${this.prefix}get_keymap`, [this, mode]);
      }
      /**
       * Checks if a buffer is valid and loaded. See |api-buffer| for
       * more info about unloaded buffers.
       */
      get loaded() {
        return this.request(`${this.prefix}is_loaded`, [this]);
      }
      /**
       * Returns the byte offset for a line.
       *
       * Line 1 (index=0) has offset 0. UTF-8 bytes are counted. EOL is
       * one byte. 'fileformat' and 'fileencoding' are ignored. The
       * line index just after the last line gives the total byte-count
       * of the buffer. A final EOL byte is counted if it would be
       * written, see 'eol'.
       *
       * Unlike |line2byte()|, throws error for out-of-bounds indexing.
       * Returns -1 for unloaded buffer.
       *
       * @return {Number} Integer byte offset, or -1 for unloaded buffer.
       */
      getOffset(index) {
        return this.request(`${this.prefix}get_offset`, [this, index]);
      }
      /**
       * Adds a highlight to buffer.
       *
       * Useful for plugins that dynamically generate highlights to a
       * buffer (like a semantic highlighter or linter). The function
       * adds a single highlight to a buffer. Unlike |matchaddpos()|
       * highlights follow changes to line numbering (as lines are
       * inserted/removed above the highlighted line), like signs and
       * marks do.
       *
       * Namespaces are used for batch deletion/updating of a set of
       * highlights. To create a namespace, use |nvim_create_namespace|
       * which returns a namespace id. Pass it in to this function as
       * `ns_id` to add highlights to the namespace. All highlights in
       * the same namespace can then be cleared with single call to
       * |nvim_buf_clear_namespace|. If the highlight never will be
       * deleted by an API call, pass `ns_id = -1`.
       *
       * As a shorthand, `ns_id = 0` can be used to create a new
       * namespace for the highlight, the allocated id is then
       * returned. If `hl_group` is the empty string no highlight is
       * added, but a new `ns_id` is still returned. This is supported
       * for backwards compatibility, new code should use
       * |nvim_create_namespace| to create a new empty namespace.
       */
      addHighlight({ hlGroup: _hlGroup, line, colStart: _start, colEnd: _end, srcId: _srcId }) {
        const hlGroup = typeof _hlGroup !== "undefined" ? _hlGroup : "";
        const colEnd = typeof _end !== "undefined" ? _end : -1;
        const colStart = typeof _start !== "undefined" ? _start : -0;
        const srcId = typeof _srcId !== "undefined" ? _srcId : -1;
        return this.request(`${this.prefix}add_highlight`, [
          this,
          srcId,
          hlGroup,
          line,
          colStart,
          colEnd
        ]);
      }
      /**
       * Deprecated
       */
      clearHighlight(args = {}) {
        console.warn("`clearHighlight` is deprecated, use ``clearNamespace()` instead");
        const defaults = {
          srcId: -1,
          lineStart: 0,
          lineEnd: -1
        };
        const { srcId, lineStart, lineEnd } = Object.assign(Object.assign({}, defaults), args);
        return this.request(`${this.prefix}clear_highlight`, [this, srcId, lineStart, lineEnd]);
      }
      /**
       * Clears namespaced objects, highlights and virtual text, from a line range
       *
       * To clear the namespace in the entire buffer, pass in 0 and -1 to line_start and line_end respectively.
       *
       * @param {Number} nsId Namespace to clear, or -1 to clear all namespaces
       * @param {Number} lineStart Start of range of lines to clear
       * @param {Number} lineEnd End of range of lines to clear (exclusive) or -1 to clear to end of buffer
       */
      clearNamespace(args) {
        const defaults = {
          nsId: -1,
          lineStart: 0,
          lineEnd: -1
        };
        const { nsId, lineStart, lineEnd } = Object.assign(Object.assign({}, defaults), args);
        this.request(`${this.prefix}clear_namespace`, [this, nsId, lineStart, lineEnd]);
      }
      /**
       * Set the virtual text (annotation) for a buffer line.
       *
       * By default (and currently the only option) the text will be
       * placed after the buffer text. Virtual text will never cause
       * reflow, rather virtual text will be truncated at the end of
       * the screen line. The virtual text will begin one cell
       * (|lcs-eol| or space) after the ordinary text.
       *
       * Namespaces are used to support batch deletion/updating of
       * virtual text. To create a namespace, use
       * |nvim_create_namespace|. Virtual text is cleared using
       * |nvim_buf_clear_namespace|. The same `ns_id` can be used for
       * both virtual text and highlights added by
       * |nvim_buf_add_highlight|, both can then be cleared with a
       * single call to |nvim_buf_clear_namespace|. If the virtual text
       * never will be cleared by an API call, pass `ns_id = -1`.
       *
       * As a shorthand, `ns_id = 0` can be used to create a new
       * namespace for the virtual text, the allocated id is then
       * returned.
       *
       * @param
       * @param {Number} nsId Namespace to use or 0 to create a namespace, or -1 for a ungrouped annotation
       * @param {Number} line Line to annotate with virtual text (zero-indexed)
       * @param {VirtualTextChunk[]} chunks  A list of [text, hl_group] arrays, each
                                  representing a text chunk with specified
                                  highlight. `hl_group` element can be omitted for
                                  no highlight.
       * @param {Object} opts Optional parameters. Currently not used.
       */
      setVirtualText(nsId, line, chunks, opts = {}) {
        return this.request(`${this.prefix}set_virtual_text`, [this, nsId, line, chunks, opts]);
      }
      /**
       * Listens to buffer for events
       */
      listen(eventName, cb) {
        if (!this.isAttached) {
          this[exports2.ATTACH]().then((attached) => {
            if (!attached) {
              this.unlisten(eventName, cb);
            }
          });
        }
        this.client.attachBuffer(this, eventName, cb);
        return () => {
          this.unlisten(eventName, cb);
        };
      }
      unlisten(eventName, cb) {
        if (!this.isAttached) {
          return;
        }
        const shouldDetach = this.client.detachBuffer(this, eventName, cb);
        if (!shouldDetach) {
          return;
        }
        this[exports2.DETACH]();
      }
    };
    exports2.Buffer = Buffer2;
    _a = exports2.ATTACH, _b = exports2.DETACH;
  }
});

// node_modules/neovim/lib/api/utils/createChainableApi.js
var require_createChainableApi = __commonJS({
  "node_modules/neovim/lib/api/utils/createChainableApi.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.createChainableApi = createChainableApi;
    var Base_1 = require_Base();
    var baseProperties = Object.getOwnPropertyNames(Base_1.BaseApi.prototype);
    function createChainableApi(name, Type, requestPromise, chainCallPromise) {
      const that = this;
      if (that[`${name}Promise`] && that[`${name}Promise`].status === 0 && that[`${name}Proxy`]) {
        return that[`${name}Proxy`];
      }
      that[`${name}Promise`] = requestPromise();
      [...baseProperties, ...Object.getOwnPropertyNames(Type.prototype)].forEach((key) => {
        Object.defineProperty(that[`${name}Promise`], key, {
          enumerable: true,
          writable: true,
          configurable: true
        });
      });
      const proxyHandler = {
        get: (target, prop) => {
          const isOnPrototype = Object.prototype.hasOwnProperty.call(Type.prototype, prop) || Object.prototype.hasOwnProperty.call(Base_1.BaseApi.prototype, prop);
          const descriptor = Object.getOwnPropertyDescriptor(Type.prototype, prop) || Object.getOwnPropertyDescriptor(Base_1.BaseApi.prototype, prop);
          const isGetter = descriptor && (typeof descriptor.get !== "undefined" || typeof descriptor.set !== "undefined");
          if (Type && isOnPrototype) {
            if (isOnPrototype && !isGetter && (prop in Type.prototype && typeof Type.prototype[prop] === "function" || prop in Base_1.BaseApi.prototype && typeof Base_1.BaseApi.prototype[prop] === "function")) {
              return (...args) => that[`${name}Promise`].then((res) => res[prop].call(res, ...args));
            }
            return chainCallPromise && chainCallPromise() || that[`${name}Promise`].then((res) => res[prop]);
          }
          if (prop in target) {
            if (typeof target[prop] === "function") {
              return target[prop].bind(target);
            }
            return target[prop];
          }
          return null;
        },
        set: (target, prop, value, receiver) => {
          if (receiver && (receiver instanceof Promise || "then" in receiver)) {
            receiver.then((obj) => {
              if (prop in obj) {
                obj[prop] = value;
              }
            });
          } else {
            target[prop] = value;
          }
          return true;
        }
      };
      that[`${name}Proxy`] = new Proxy(that[`${name}Promise`], proxyHandler);
      return that[`${name}Proxy`];
    }
  }
});

// node_modules/neovim/lib/api/Tabpage.js
var require_Tabpage = __commonJS({
  "node_modules/neovim/lib/api/Tabpage.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Tabpage = void 0;
    var Base_1 = require_Base();
    var types_1 = require_types();
    var createChainableApi_1 = require_createChainableApi();
    var Window_1 = require_Window();
    var Tabpage = class extends Base_1.BaseApi {
      constructor() {
        super(...arguments);
        this.prefix = types_1.Metadata[types_1.ExtType.Tabpage].prefix;
      }
      /** Returns all windows of tabpage */
      get windows() {
        return this.request(`${this.prefix}list_wins`, [this]);
      }
      /** Gets the current window of tabpage */
      get window() {
        return createChainableApi_1.createChainableApi.call(this, "Window", Window_1.Window, () => this.request(`${this.prefix}get_win`, [this]));
      }
      /** Is current tabpage valid */
      get valid() {
        return this.request(`${this.prefix}is_valid`, [this]);
      }
      /** Tabpage number */
      get number() {
        return this.request(`${this.prefix}get_number`, [this]);
      }
      /** Invalid */
      getOption() {
        this.logger.error("Tabpage does not have `getOption`");
      }
      /** Invalid */
      setOption() {
        this.logger.error("Tabpage does not have `setOption`");
      }
    };
    exports2.Tabpage = Tabpage;
  }
});

// node_modules/neovim/lib/api/Window.js
var require_Window = __commonJS({
  "node_modules/neovim/lib/api/Window.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Window = void 0;
    var Base_1 = require_Base();
    var types_1 = require_types();
    var createChainableApi_1 = require_createChainableApi();
    var Tabpage_1 = require_Tabpage();
    var Buffer_1 = require_Buffer();
    var Window = class extends Base_1.BaseApi {
      constructor() {
        super(...arguments);
        this.prefix = types_1.Metadata[types_1.ExtType.Window].prefix;
      }
      /**
       * The windowid that not change within a Vim session
       */
      get id() {
        return this.data;
      }
      /** Get current buffer of window */
      get buffer() {
        return createChainableApi_1.createChainableApi.call(this, "Buffer", Buffer_1.Buffer, () => this.request(`${this.prefix}get_buf`, [this]));
      }
      /** Get the Tabpage that contains the window */
      get tabpage() {
        return createChainableApi_1.createChainableApi.call(this, "Tabpage", Tabpage_1.Tabpage, () => this.request(`${this.prefix}get_tabpage`, [this]));
      }
      /** Get cursor position */
      get cursor() {
        return this.request(`${this.prefix}get_cursor`, [this]);
      }
      /** Set cursor position */
      set cursor(pos) {
        this.request(`${this.prefix}set_cursor`, [this, pos]);
      }
      /** Get window height by number of rows */
      get height() {
        return this.request(`${this.prefix}get_height`, [this]);
      }
      /** Set window height by number of rows */
      set height(height) {
        this.request(`${this.prefix}set_height`, [this, height]);
      }
      /** Get window width by number of columns */
      get width() {
        return this.request(`${this.prefix}get_width`, [this]);
      }
      /** Set window width by number of columns  */
      set width(width) {
        this.request(`${this.prefix}set_width`, [this, width]);
      }
      /** Get window position */
      get position() {
        return this.request(`${this.prefix}get_position`, [this]);
      }
      /** 0-indexed, on-screen window position(row) in display cells. */
      get row() {
        return this.request(`${this.prefix}get_position`, [this]).then((position) => position[0]);
      }
      /** 0-indexed, on-screen window position(col) in display cells. */
      get col() {
        return this.request(`${this.prefix}get_position`, [this]).then((position) => position[1]);
      }
      /** Is window valid */
      get valid() {
        return this.request(`${this.prefix}is_valid`, [this]);
      }
      /** Get window number */
      get number() {
        return this.request(`${this.prefix}get_number`, [this]);
      }
      /**
       * Closes window
       *
       * @param {Boolean} force Force close window
       */
      close(force = false) {
        return this.request(`${this.prefix}close`, [this, force]);
      }
      /**
       * Configure window position. Currently this is only used to
       * configure floating and external windows (including changing a
       * split window to these types).
       *
       * See documentation at |nvim_open_win()|, for the meaning of
       * parameters. Pass in -1 for 'width' and 'height' to keep
       * exiting size.
       *
       * When reconfiguring a floating window, absent option keys will
       * not be changed. The following restriction apply: `row`, `col`
       * and `relative` must be reconfigured together. Only changing a
       * subset of these is an error.
       *
       * @param {Window}  window Window handle
       * @Param {Object}  options Options object
       */
      config(options = {}) {
        return this.request(`${this.prefix}set_config`, [this, options]);
      }
    };
    exports2.Window = Window;
  }
});

// node_modules/neovim/lib/api/extTypes.js
var require_extTypes = __commonJS({
  "node_modules/neovim/lib/api/extTypes.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Tabpage = exports2.Window = exports2.Buffer = void 0;
    var Buffer_1 = require_Buffer();
    Object.defineProperty(exports2, "Buffer", { enumerable: true, get: function() {
      return Buffer_1.Buffer;
    } });
    var Window_1 = require_Window();
    Object.defineProperty(exports2, "Window", { enumerable: true, get: function() {
      return Window_1.Window;
    } });
    var Tabpage_1 = require_Tabpage();
    Object.defineProperty(exports2, "Tabpage", { enumerable: true, get: function() {
      return Tabpage_1.Tabpage;
    } });
  }
});

// node_modules/neovim/lib/utils/transport.js
var require_transport = __commonJS({
  "node_modules/neovim/lib/utils/transport.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    var __awaiter = exports2 && exports2.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Transport = exports2.exportsForTesting = void 0;
    var node_events_1 = require("node:events");
    var node_util_1 = require("node:util");
    var msgpack_1 = require_dist();
    var nvimTypes = __importStar(require_extTypes());
    var types_1 = require_types();
    var util_1 = require_util();
    if (process.env.NODE_ENV === "test") {
      exports2.exportsForTesting = {
        onTransportFail: new node_events_1.EventEmitter()
      };
    }
    var Response = class {
      constructor(encoder, requestId) {
        this.encoder = encoder;
        this.requestId = requestId;
      }
      send(resp, isError) {
        if (this.sent) {
          throw new Error(`Response to id ${this.requestId} already sent`);
        }
        const encoded = (0, msgpack_1.encode)([1, this.requestId, isError ? resp : null, !isError ? resp : null]);
        this.encoder.write(Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength));
        this.sent = true;
      }
    };
    var Transport = class extends node_events_1.EventEmitter {
      constructor() {
        super(...arguments);
        this.pending = /* @__PURE__ */ new Map();
        this.nextRequestId = 1;
        this.extensionCodec = this.initializeExtensionCodec();
      }
      initializeExtensionCodec() {
        const codec = new msgpack_1.ExtensionCodec();
        const extTypes = [
          [types_1.ExtType.Buffer, nvimTypes.Buffer],
          [types_1.ExtType.Window, nvimTypes.Window],
          [types_1.ExtType.Tabpage, nvimTypes.Tabpage]
        ];
        extTypes.forEach(([type, constructor]) => {
          codec.register({
            type,
            encode: (input) => {
              if (input instanceof constructor) {
                return (0, msgpack_1.encode)(input.data);
              }
              return null;
            },
            decode: (data) => new constructor({
              transport: this,
              client: this.client,
              data: (0, msgpack_1.decode)(data)
            })
          });
        });
        return codec;
      }
      encodeToBuffer(value) {
        const encoded = (0, msgpack_1.encode)(value, { extensionCodec: this.extensionCodec });
        return Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
      }
      attach(writer, reader, client) {
        this.writer = writer;
        this.reader = reader;
        this.client = client;
        this.reader.once("end", () => {
          this.emit("detach");
        });
        const asyncDecodeGenerator = (0, msgpack_1.decodeMultiStream)(this.reader, {
          extensionCodec: this.extensionCodec
        });
        const resolveGeneratorRecursively = (iter) => {
          iter.next().then((resolved) => {
            if (!resolved.done) {
              if (!Array.isArray(resolved.value)) {
                let valstr = "?";
                try {
                  valstr = (0, node_util_1.inspect)(resolved.value, {
                    sorted: true,
                    maxArrayLength: 10,
                    maxStringLength: 500,
                    compact: true,
                    breakLength: 500
                  });
                } catch (_a) {
                }
                const errMsg = `invalid msgpack-RPC message: expected array, got: ${valstr}`;
                const onFail = exports2.exportsForTesting === null || exports2.exportsForTesting === void 0 ? void 0 : exports2.exportsForTesting.onTransportFail;
                if (onFail) {
                  onFail.emit("fail", errMsg);
                  return;
                }
                throw new TypeError(errMsg);
              }
              this.parseMessage(resolved.value);
              resolveGeneratorRecursively(iter);
              return;
            }
            Promise.resolve();
          });
        };
        resolveGeneratorRecursively(asyncDecodeGenerator);
      }
      request(method, args, cb) {
        this.nextRequestId = this.nextRequestId + 1;
        this.writer.write(this.encodeToBuffer([0, this.nextRequestId, method, args]));
        this.pending.set(this.nextRequestId, cb);
      }
      notify(method, args) {
        this.writer.write(this.encodeToBuffer([2, method, args]));
      }
      parseMessage(msg) {
        const msgType = msg[0];
        if (msgType === 0) {
          this.emit("request", msg[2].toString(), msg[3], new Response(this.writer, msg[1]));
        } else if (msgType === 1) {
          const id = msg[1];
          const handler = this.pending.get(id);
          if (!handler) {
            throw new Error(`no pending handler for id ${id}`);
          }
          this.pending.delete(id);
          handler(msg[2], msg[3]);
        } else if (msgType === 2) {
          this.emit("notification", msg[1].toString(), msg[2]);
        } else {
          this.writer.write(this.encodeToBuffer([1, 0, "Invalid message type", null]));
        }
      }
      /**
       * Close the transport.
       *
       * Ends the writer, the other end of the connection should close our reader which cleans up
       * remaining resources.
       */
      close() {
        return __awaiter(this, void 0, void 0, function* () {
          return new Promise((resolve) => {
            this.writer.end(resolve);
          });
        });
      }
      /**
       * @see close
       */
      [util_1.ASYNC_DISPOSE_SYMBOL]() {
        return __awaiter(this, void 0, void 0, function* () {
          yield this.close();
        });
      }
    };
    exports2.Transport = Transport;
  }
});

// node_modules/neovim/lib/api/Neovim.js
var require_Neovim = __commonJS({
  "node_modules/neovim/lib/api/Neovim.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Neovim = void 0;
    var Base_1 = require_Base();
    var createChainableApi_1 = require_createChainableApi();
    var Buffer_1 = require_Buffer();
    var Tabpage_1 = require_Tabpage();
    var Window_1 = require_Window();
    var Neovim = class extends Base_1.BaseApi {
      constructor() {
        super(...arguments);
        this.prefix = "nvim_";
        this.Buffer = Buffer_1.Buffer;
        this.Window = Window_1.Window;
        this.Tabpage = Tabpage_1.Tabpage;
      }
      /**
       * Retrieves nvim API information
       */
      get apiInfo() {
        return this.request(`${this.prefix}get_api_info`);
      }
      /**
       * Gets the current list of buffer handles
       *
       * Includes unlisted (unloaded/deleted) buffers, like `ls!`. Use `buffer.loaded`
       * to check if a buffer is loaded
       *
       * @return {Buffer[]} List of buffer handles
       */
      get buffers() {
        return this.request(`${this.prefix}list_bufs`);
      }
      /**
       * Gets the current buffer
       *
       * @return {Buffer} Buffer handle
       */
      get buffer() {
        return createChainableApi_1.createChainableApi.call(this, "Buffer", Buffer_1.Buffer, () => this.request(`${this.prefix}get_current_buf`));
      }
      /**
       * Sets the current buffer
       */
      set buffer(buffer) {
        this.request(`${this.prefix}set_current_buf`, [buffer]);
      }
      /**
       * Get information about all open channels
       *
       * @return {Channel[]} Array of channels
       */
      get chans() {
        return this.request(`${this.prefix}list_chans`);
      }
      /**
       * Gets information about a channel
       *
       * @param {Number} chan The channel number
       * @return {Channel} A channel
       */
      getChanInfo(chan) {
        return this.request(`${this.prefix}get_chan_info`, [chan]);
      }
      /**
       * Gets a map of buffer-local |user-commands|.
       */
      get commands() {
        return this.getCommands();
      }
      /**
       * Gets a map of buffer-local |user-commands|.
       *
       * @param options Optional parameters (currently not used)
       * @return Map of maps describing commands
       */
      getCommands(options = {}) {
        return this.request(`${this.prefix}get_commands`, [options]);
      }
      /**
       * Gets the current list of tabpage handles
       *
       * @return {Tabpage[]} List of tagpage handles
       */
      get tabpages() {
        return this.request(`${this.prefix}list_tabpages`);
      }
      /**
       * Gets the window tabpage
       *
       * @return {Tabpage} Tagpage that contains the window
       */
      get tabpage() {
        return createChainableApi_1.createChainableApi.call(this, "Tabpage", Tabpage_1.Tabpage, () => this.request(`${this.prefix}get_current_tabpage`));
      }
      /**
       * Sets the current tabpage
       */
      set tabpage(tabpage) {
        this.request(`${this.prefix}set_current_tabpage`, [tabpage]);
      }
      /**
       * Gets the current list of window handles
       *
       * @return {Window[]} List of window handles
       */
      get windows() {
        return this.getWindows();
      }
      /**
       * Gets the current window
       *
       * @return Window handle
       */
      get window() {
        return this.getWindow();
      }
      /**
       * Sets the current window
       *
       * @param win Window handle
       */
      set window(win) {
        if (win instanceof Window_1.Window) {
          this.setWindow(win);
        } else {
          win.then((win2) => this.setWindow(win2));
        }
      }
      /**
       * Gets the current list of window handles
       *
       * @return {Window[]} List of window handles
       */
      getWindows() {
        return this.request(`${this.prefix}list_wins`);
      }
      /**
       * Gets the current window
       *
       * @return {Window} Window handle
       */
      getWindow() {
        return createChainableApi_1.createChainableApi.call(this, "Window", Window_1.Window, () => this.request(`${this.prefix}get_current_win`));
      }
      /**
       * Sets the current window
       *
       * @param win Window handle
       */
      setWindow(win) {
        return this.request(`${this.prefix}set_current_win`, [win]);
      }
      /**
       * Gets the paths contained in "runtimepath"
       *
       * @return {String[]} List of paths
       */
      get runtimePaths() {
        return this.request(`${this.prefix}list_runtime_paths`);
      }
      /**
       * Changes the global working directory
       *
       * @param dir Directory path
       *
       */
      set dir(dir) {
        this.request(`${this.prefix}set_current_dir`, [dir]);
      }
      /**
       * Gets the current line
       *
       * @return {String} Current line string
       */
      get line() {
        return this.getLine();
      }
      /**
       * Sets current line
       *
       * @param {String} line Line contents
       */
      set line(line) {
        if (typeof line === "string") {
          this.setLine(line);
        }
      }
      /**
       * Gets the current line
       *
       * @return {String} Current line string
       */
      getLine() {
        return this.request(`${this.prefix}get_current_line`);
      }
      /**
       * Sets current line
       *
       * @param {String} line Line contents
       */
      setLine(line) {
        return this.request(`${this.prefix}set_current_line`, [line]);
      }
      /**
       * Gets a list of global (non-buffer-local) |mapping| definitions.
       *
       * @param {String} mode Mode short-name ("n", "i", "v", ...)
       * @return {Object[]}  Array of maparg()-like dictionaries describing mappings. The "buffer" key is always zero.
       */
      getKeymap(mode) {
        return this.request(`${this.prefix}get_keymap`, [mode]);
      }
      /**
       * Gets the current mode. |mode()| "blocking" is true if Nvim is waiting for input.
       *
       * @return Mode info
       */
      get mode() {
        return this.request(`${this.prefix}get_mode`);
      }
      /**
       * Gets map of defined colors
       *
       * @return Color map
       */
      get colorMap() {
        return this.request(`${this.prefix}get_color_map`);
      }
      /**
       * Get color by name
       *
       * @param name Color name
       * @return Color value
       */
      getColorByName(name) {
        return this.request(`${this.prefix}get_color_by_name`, [name]);
      }
      /**
       * Get highlight by name or id
       *
       * @param nameOrId Name or ID
       * @param isRgb Should export RGB colors
       * @return Highlight definition map
       */
      getHighlight(nameOrId, isRgb = true) {
        const functionName = typeof nameOrId === "string" ? "by_name" : "by_id";
        return this.request(`${this.prefix}get_hl_${functionName}`, [nameOrId, isRgb]);
      }
      /**
       * Get highlight definition by name
       *
       * @param name Highlight group name
       * @param isRgb Should export RGB colors
       * @return Highlight definition map
       */
      getHighlightByName(name, isRgb = true) {
        return this.request(`${this.prefix}get_hl_by_name`, [name, isRgb]);
      }
      /**
       * Get highlight definition by id |hlID()|
       *
       * @param id Highlight id as returned by |hlID()|
       * @param isRgb Should export RGB colors
       * @return Highlight definition map
       */
      getHighlightById(id, isRgb = true) {
        return this.request(`${this.prefix}get_hl_by_id`, [id, isRgb]);
      }
      /**
       * Deletes the current line
       */
      deleteCurrentLine() {
        return this.request(`${this.prefix}del_current_line`);
      }
      /**
       * Evaluates a VimL expression (:help expression). Dictionaries
       * and Lists are recursively expanded. On VimL error: Returns a
       * generic error; v:errmsg is not updated.
       *
       */
      eval(expr) {
        return this.request(`${this.prefix}eval`, [expr]);
      }
      /**
       * Executes Lua code.
       */
      lua(code, args = []) {
        const _args = Array.isArray(args) ? args : [args];
        return this.request(`${this.prefix}execute_lua`, [code, _args]);
      }
      /**
       * Alias for `lua()` to be consistent with neovim API
       */
      executeLua(code, args = []) {
        return this.lua(code, args);
      }
      /**
       * Calls a VimL |Dictionary-function| with the given arguments.
       *
       * On execution error: fails with VimL error, does not update v:errmsg.
       */
      callDictFunction(dict, fname, args = []) {
        const _args = Array.isArray(args) ? args : [args];
        return this.request(`${this.prefix}call_dict_function`, [dict, fname, _args]);
      }
      /**
       * Calls a VimL function with the given arguments.
       *
       * On execution error: fails with VimL error, does not update v:errmsg.
       */
      call(fname, args = []) {
        const _args = Array.isArray(args) ? args : [args];
        return this.request(`${this.prefix}call_function`, [fname, _args]);
      }
      /**
       * Alias for `call`
       */
      callFunction(fname, args = []) {
        return this.call(fname, args);
      }
      /**
       * Calls many API methods atomically.
       *
       * This has two main usages:
       *  - To perform several requests from an async context atomically, i.e. without
       * interleaving redraws, RPC requests from other clients, or user interactions
       * (however API methods may trigger autocommands or event processing which have
       * such side-effects, e.g. |:sleep| may wake timers)
       *
       *  - To minimize RPC overhead (roundtrips) of a sequence of many requests.
       */
      callAtomic(calls) {
        return this.request(`${this.prefix}call_atomic`, [calls]);
      }
      /**
       * Executes an ex-command.
       *
       * On execution error: fails with VimL error, does not update v:errmsg.
       *
       * @param {String} arg Ex-command string
       */
      command(arg) {
        return this.request(`${this.prefix}command`, [arg]);
      }
      /**
       * Executes an ex-command and returns its (non-error) output.
       * Shell |:!| output is not captured.
       *
       * On execution error: fails with VimL error, does not update v:errmsg.
       */
      commandOutput(arg) {
        return this.request(`${this.prefix}command_output`, [arg]);
      }
      /**
       * Gets a v: variable
       *
       * @param {String} name Variable name
       * @return {VimValue} Variable value
       */
      getVvar(name) {
        return this.request(`${this.prefix}get_vvar`, [name]);
      }
      /**
       * Sets a v: variable, if it is not readonly.
       *
       * @param {String} name Variable name
       * @param {VimValue} value Variable value
       */
      setVvar(name, value) {
        return this.request(`${this.prefix}set_vvar`, [name, value]);
      }
      /**
       * Sends input-keys to Nvim, subject to various quirks controlled
       * by `mode` flags. This is a blocking call, unlike |nvim_input()|.
       *
       * On execution error: does not fail, but updates v:errmsg.
       *
       * @param {String} keys To be typed
       * @param {String} mode Behavior flags, see |feedkeys()|
       * @param {Boolean} escapeCsi If true, escape K_SPECIAL/CSI bytes in `keys`
       */
      feedKeys(keys, mode, escapeCsi) {
        return this.request(`${this.prefix}feedkeys`, [keys, mode, escapeCsi]);
      }
      /**
       * Queues raw user-input. Unlike |nvim_feedkeys()|, this uses a
       * low-level input buffer and the call is non-blocking (input is
       * processed asynchronously by the eventloop).
       *
       * On execution error: does not fail, but updates v:errmsg.
       *
       * Note:
       * |keycodes| like <CR> are translated, so "<" is special. To
       * input a literal "<", send <LT>.
       *
       * Note:
       * For mouse events use |nvim_input_mouse()|. The pseudokey
       * form "<LeftMouse><col,row>" is deprecated since
       * |api-level| 6.
       *
       * @param {String} keys To be typed
       */
      input(keys) {
        return this.request(`${this.prefix}input`, [keys]);
      }
      /**
       * Send mouse event from GUI.
       *
       * The call is non-blocking. It doesn't wait on any resulting
       * action, but queues the event to be processed soon by the event
       * loop.
       *
       * Note:
       * Currently this doesn't support "scripting" multiple mouse
       * events by calling it multiple times in a loop: the
       * intermediate mouse positions will be ignored. It should be
       * used to implement real-time mouse input in a GUI. The
       * deprecated pseudokey form ("<LeftMouse><col,row>") of
       * |nvim_input()| has the same limitation.
       *
       * @param {String} button    Mouse button: one of "left", "right", "middle", "wheel".
       * @param {String} action    For ordinary buttons, one of "press", "drag", "release".
       *                           For the wheel, one of "up", "down", "left", "right".
       * @param {String} modifier  String of modifiers each represented by a
       *                           single char. The same specifiers are used as
       *                           for a key press, except that the "-" separator
       *                           is optional, so "C-A-", "c-a" and "CA" can all
       *                           be used to specify Ctrl+Alt+click.
       * @param {Number} grid      Grid number if the client uses |ui-multigrid|, else 0.
       * @param {Number} row       Mouse row-position (zero-based, like redraw events)
       * @param {Number} col       Mouse column-position (zero-based, like redraw events)
       */
      inputMouse(button, action, modifier, grid, row, col) {
        return this.request(`${this.prefix}input_mouse`, [button, action, modifier, grid, row, col]);
      }
      /**
       * Parse a VimL Expression
       *
       * TODO: return type, see :help
       */
      parseExpression(expr, flags, highlight) {
        return this.request(`${this.prefix}parse_expression`, [expr, flags, highlight]);
      }
      /**
       * Gets info describing process `pid`.
       *
       * @param {Number} pid pid
       * @return {Proc} Map of process properties, or null if process not found
       */
      getProc(pid) {
        return this.request(`${this.prefix}get_proc`, [pid]);
      }
      /**
       * Gets the immediate children of process `pid`
       *
       * @return {Proc[]} Array of child process ids, empty if process not found
       */
      getProcChildren(pid) {
        return this.request(`${this.prefix}get_proc_children`, [pid]);
      }
      /**
       * Replaces terminal codes and |keycodes| (<CR>, <Esc>, ...) in a
       * string with the internal representation.
       *
       * @param {String} str String to be converted.
       * @param {Boolean} fromPart Legacy Vim parameter. Usually true.
       * @param {Boolean} doIt Also translate <lt>. Ignored if `special` is false.
       * @param {Boolean} special Replace |keycodes|, e.g. <CR> becomes a "\n" char.
       */
      replaceTermcodes(str4, fromPart, doIt, special) {
        return this.request(`${this.prefix}replace_termcodes`, [str4, fromPart, doIt, special]);
      }
      /**
       * Calculates the number of display cells occupied by `text`.
       * <Tab> counts as one cell.
       *
       * @param {String} str Some text
       * @return {Number} Number of cells
       */
      strWidth(str4) {
        return this.request(`${this.prefix}strwidth`, [str4]);
      }
      /** Write to output buffer */
      outWrite(str4) {
        return this.request(`${this.prefix}out_write`, [str4]);
      }
      outWriteLine(str4) {
        return this.outWrite(`${str4}
`);
      }
      /** Write to error buffer */
      errWrite(str4) {
        return this.request(`${this.prefix}err_write`, [str4]);
      }
      /** Write to error buffer */
      errWriteLine(str4) {
        return this.request(`${this.prefix}err_writeln`, [str4]);
      }
      /**
       * Gets a list of dictionaries representing attached UIs.
       *
       * @return {Ui[]} Array of UI dictionaries
       * Each dictionary has the following keys:
       * "height" requested height of the UI
       * "width" requested width of the UI
       * "rgb" whether the UI uses rgb colors (false implies cterm colors)
       * "ext_..." Requested UI extensions, see |ui-options|
       * "chan" Channel id of remote UI (not present for TUI)
       */
      get uis() {
        return this.request(`${this.prefix}list_uis`);
      }
      uiAttach(width, height, options) {
        return this.request(`${this.prefix}ui_attach`, [width, height, options]);
      }
      uiDetach() {
        return this.request(`${this.prefix}ui_detach`, []);
      }
      /**
       * TODO: Documentation
       *
       * @param {Number} width The new requested width
       * @param {Number} height The new requested height
       */
      uiTryResize(width, height) {
        return this.request(`${this.prefix}ui_try_resize`, [width, height]);
      }
      /**
       * Tell Nvim to resize a grid. Triggers a grid_resize event with
       * the requested grid size or the maximum size if it exceeds size
       * limits.
       *
       * On invalid grid handle, fails with error.
       *
       * @param {Number} grid The handle of the grid to be changed
       * @param {Number} width The new requested width
       * @param {Number} height The new requested height
       */
      uiTryResizeGrid(grid, width, height) {
        return this.request(`${this.prefix}ui_try_resize_grid`, [grid, width, height]);
      }
      /**
       * Set UI Option
       */
      uiSetOption(name, value) {
        return this.request(`${this.prefix}ui_set_option`, [name, value]);
      }
      /**
       * Subscribe to nvim event broadcasts
       *
       * @param {String} event Event type string
       */
      subscribe(event) {
        return this.request(`${this.prefix}subscribe`, [event]);
      }
      /**
       * Unsubscribe to nvim event broadcasts
       *
       * @param {String} event Event type string
       */
      unsubscribe(event) {
        return this.request(`${this.prefix}unsubscribe`, [event]);
      }
      /**
       * Identify the client for nvim. Can be called more than once,
       * but subsequent calls will remove earlier info, which should be
       * resent if it is still valid. (This could happen if a library
       * first identifies the channel, and a plugin using that library
       * later overrides that info)
       *
       */
      setClientInfo(name, version, type, methods, attributes) {
        this.request(`${this.prefix}set_client_info`, [name, version, type, methods, attributes]);
      }
      /**
       * Creates a new namespace, or gets an existing one.
       *
       * Namespaces are used for buffer highlights and virtual text,
       * see |nvim_buf_add_highlight()| and |nvim_buf_set_virtual_text()|.
       *
       * Namespaces can be named or anonymous. If `name` matches an
       * existing namespace, the associated id is returned. If `name`
       * is an empty string a new, anonymous namespace is created.
       *
       * @param name Namespace name or empty string
       * @return Namespace id
       */
      createNamespace(name = "") {
        return this.request(`${this.prefix}create_namespace`, [name]);
      }
      /**
       * Alias for `getNamespaces()`
       */
      get namespaces() {
        return this.getNamespaces();
      }
      /**
       * Gets existing, non-anonymous namespaces.
       *
       * @return {Object} dict that maps from names to namespace ids.
       */
      getNamespaces() {
        return this.request(`${this.prefix}get_namespaces`);
      }
      /**
       * Selects an item in the completion popupmenu.
       *
       * If |ins-completion| is not active this API call is silently
       * ignored. Useful for an external UI using |ui-popupmenu| to
       * control the popupmenu with the mouse. Can also be used in a
       * mapping; use <cmd> |:map-cmd| to ensure the mapping doesn't
       * end completion mode.
       *
       * @param {Number}  item     Index (zero-based) of the item to select.
       *                           Value of -1 selects nothing and restores the original text.
       * @param {Boolean} insert   Whether the selection should be inserted in the buffer.
       * @param {Boolean} finish   Finish the completion and dismiss the popupmenu.
       *                           Implies `insert`.
       * @param {Object}  opts     Optional parameters. Reserved for future use.
       */
      selectPopupmenuItem(item, insert, finish, opts = {}) {
        return this.request(`${this.prefix}select_popupmenu_item`, [item, insert, finish, opts]);
      }
      /**
       * Creates a new, empty, unnamed buffer.
       *
       * @param {Boolean} listed  Controls 'buflisted'
       * @param {Boolean} scratch Creates a "throwaway" |scratch-buffer| for temporary work (always 'nomodified')
       * @return {Buffer|Number} Buffer handle, or 0 on error
       */
      createBuf(listed, scratch) {
        return this.request(`${this.prefix}create_buf`, [listed, scratch]);
      }
      /**
       * Public alias for `createBuf`
       */
      createBuffer(listed, scratch) {
        return this.createBuf(listed, scratch);
      }
      /**
       * Open a new window.
       * Currently this is used to open floating and external windows.
       * Floats are windows that are drawn above the split layout, at
       * some anchor position in some other window. Floats can be draw
       * internally or by external GUI with the |ui-multigrid|
       * extension. External windows are only supported with multigrid
       * GUIs, and are displayed as separate top-level windows.
       *
       * Exactly one of `external` and `relative` must be specified.
       *
       * @param {Buffer}  buffer Handle of buffer to be displayed in the window
       * @param {Boolean} enter  Whether the window should be entered (made the current window)
       * @Param {Object}  options Options object
       * @return {Window|Number} The Window handle or 0 when error
       */
      openWin(buffer, enter, options) {
        return this.request(`${this.prefix}open_win`, [buffer, enter, options]);
      }
      /**
       * Public alias for `openWin`
       */
      openWindow(buffer, enter, options) {
        return this.openWin(buffer, enter, options);
      }
      /**
       * Configure window position. Currently this is only used to
       * configure floating and external windows (including changing a
       * split window to these types).
       *
       * See documentation at |nvim_open_win()|, for the meaning of
       * parameters. Pass in -1 for 'witdh' and 'height' to keep
       * exiting size.
       *
       * When reconfiguring a floating window, absent option keys will
       * not be changed. The following restriction apply: `row`, `col`
       * and `relative` must be reconfigured together. Only changing a
       * subset of these is an error.
       *
       * @param window Window handle
       * @param options height, width of window (in character cells)
       * @Param Options object
       */
      winConfig(window, options = {}) {
        return window.config(options);
      }
      /**
       * Public Alias for `winConfig`
       */
      windowConfig(window, options = {}) {
        return this.winConfig(window, options);
      }
      /**
       * Closes window
       *
       * @param {Boolean} force Force close window
       */
      winClose(window, force) {
        return window.close(force);
      }
      /**
       * Public alias for `winClose`
       */
      windowClose(window, force) {
        return this.winClose(window, force);
      }
      /**
       * Quit nvim
       */
      quit() {
        this.command("qa!");
      }
    };
    exports2.Neovim = Neovim;
  }
});

// node_modules/neovim/lib/api/client.js
var require_client = __commonJS({
  "node_modules/neovim/lib/api/client.js"(exports2) {
    "use strict";
    var __awaiter = exports2 && exports2.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.NeovimClient = void 0;
    var transport_1 = require_transport();
    var Neovim_1 = require_Neovim();
    var util_1 = require_util();
    var REGEX_BUF_EVENT = /nvim_buf_(.*)_event/;
    var NeovimClient = class extends Neovim_1.Neovim {
      constructor(options = {}) {
        super({
          logger: options.logger,
          transport: options.transport || new transport_1.Transport()
        });
        this.attachedBuffers = /* @__PURE__ */ new Map();
        this.requestQueue = [];
        this.transportAttached = false;
        this.handleRequest = this.handleRequest.bind(this);
        this.handleNotification = this.handleNotification.bind(this);
      }
      /** Attaches msgpack to read/write streams * */
      attach({ reader, writer }) {
        this.transport.attach(writer, reader, this);
        this.transportAttached = true;
        this.setupTransport();
      }
      get isApiReady() {
        return this.transportAttached && this._channelId !== void 0;
      }
      get channelId() {
        return (() => __awaiter(this, void 0, void 0, function* () {
          yield this._isReady;
          if (!this._channelId) {
            throw new Error("channelId requested before _isReady");
          }
          return this._channelId;
        }))();
      }
      isAttached(buffer) {
        const key = `${buffer.data}`;
        return this.attachedBuffers.has(key);
      }
      /** Handles incoming request (from the peer). */
      handleRequest(method, args, resp, ...restArgs) {
        if (!this.isApiReady && method !== "specs") {
          this.logger.info("handleRequest (queued): %s", method);
          this.requestQueue.push({
            type: "request",
            args: [method, args, resp, ...restArgs]
          });
        } else {
          this.logger.info("handleRequest: %s", method);
          this.emit("request", method, args, resp);
        }
      }
      /** Publishes to (local) subscribers of this `EventEmitter`. */
      emitNotification(method, args) {
        if (method.endsWith("_event")) {
          if (!method.startsWith("nvim_buf_")) {
            this.logger.error("Unhandled event: %s", method);
            return;
          }
          const shortName = method.replace(REGEX_BUF_EVENT, "$1");
          const [buffer] = args;
          const bufferKey = `${buffer.data}`;
          const bufferMap = this.attachedBuffers.get(bufferKey);
          if (bufferMap === void 0) {
            return;
          }
          const cbs = bufferMap.get(shortName) || [];
          cbs.forEach((cb) => cb(...args));
          if (shortName === "detach") {
            this.attachedBuffers.delete(bufferKey);
          }
        } else {
          this.emit("notification", method, args);
        }
      }
      /** Handles incoming notification (from the peer). */
      handleNotification(method, args, ...restArgs) {
        this.logger.info("handleNotification: %s", method);
        if (!this.isApiReady) {
          this.requestQueue.push({
            type: "notification",
            args: [method, args, ...restArgs]
          });
        } else {
          this.emitNotification(method, args);
        }
      }
      // Listen and setup handlers for transport
      setupTransport() {
        if (!this.transportAttached) {
          throw new Error("Not attached to input/output");
        }
        this.transport.on("request", this.handleRequest);
        this.transport.on("notification", this.handleNotification);
        this.transport.on("detach", () => {
          this.emit("disconnect");
          this.transport.removeAllListeners("request");
          this.transport.removeAllListeners("notification");
          this.transport.removeAllListeners("detach");
        });
        this._isReady = this.generateApi();
      }
      requestApi() {
        return new Promise((resolve, reject) => {
          this.transport.request("nvim_get_api_info", [], (err, res) => {
            if (err) {
              reject(err);
            } else {
              resolve(res);
            }
          });
        });
      }
      // Request API from neovim and augment this current class to add these APIs
      generateApi() {
        return __awaiter(this, void 0, void 0, function* () {
          let results;
          try {
            results = yield this.requestApi();
          } catch (err) {
            this.logger.error("Could not get vim api results");
            this.logger.error(err);
          }
          if (results) {
            try {
              const [
                channelId
                /* , encodedMetadata */
              ] = results;
              this._channelId = channelId;
              this.requestQueue.forEach((pending) => {
                if (pending.type === "notification") {
                  this.emitNotification(pending.args[0], pending.args[1]);
                } else {
                  this.emit(pending.type, ...pending.args);
                }
              });
              this.requestQueue = [];
              return true;
            } catch (e) {
              const err = e;
              this.logger.error(`Could not dynamically generate neovim API: %s: %O`, err.name, {
                error: err
              });
              this.logger.error(err.stack);
              return false;
            }
          }
          return false;
        });
      }
      attachBuffer(buffer, eventName, cb) {
        var _a;
        const bufferKey = `${buffer.data}`;
        if (!this.attachedBuffers.has(bufferKey)) {
          this.attachedBuffers.set(bufferKey, /* @__PURE__ */ new Map());
        }
        const bufferMap = this.attachedBuffers.get(bufferKey);
        if (!bufferMap) {
          throw Error(`buffer not found: ${bufferKey}`);
        }
        if (!bufferMap.get(eventName)) {
          bufferMap.set(eventName, []);
        }
        const cbs = (_a = bufferMap.get(eventName)) !== null && _a !== void 0 ? _a : [];
        if (cbs.includes(cb)) {
          return cb;
        }
        cbs.push(cb);
        bufferMap.set(eventName, cbs);
        this.attachedBuffers.set(bufferKey, bufferMap);
        return cb;
      }
      /**
       * Returns `true` if buffer should be detached
       */
      detachBuffer(buffer, eventName, cb) {
        const bufferKey = `${buffer.data}`;
        const bufferMap = this.attachedBuffers.get(bufferKey);
        if (!bufferMap) {
          return false;
        }
        const handlers = (bufferMap.get(eventName) || []).filter((handler) => handler !== cb);
        if (!handlers.length) {
          bufferMap.delete(eventName);
        } else {
          bufferMap.set(eventName, handlers);
        }
        if (!bufferMap.size) {
          this.attachedBuffers.delete(bufferKey);
          return true;
        }
        return false;
      }
      close() {
        return __awaiter(this, void 0, void 0, function* () {
          yield this.transport.close();
        });
      }
      /**
       * @see close
       */
      [util_1.ASYNC_DISPOSE_SYMBOL]() {
        return __awaiter(this, void 0, void 0, function* () {
          yield this.close();
        });
      }
    };
    exports2.NeovimClient = NeovimClient;
  }
});

// node_modules/neovim/lib/attach/attach.js
var require_attach = __commonJS({
  "node_modules/neovim/lib/attach/attach.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.attach = attach2;
    var node_net_1 = require("node:net");
    var client_1 = require_client();
    var logger_1 = require_logger();
    function attach2({ reader: _reader, writer: _writer, proc, socket, options = {} }) {
      let writer;
      let reader;
      if (socket) {
        const client = (0, node_net_1.createConnection)(socket);
        writer = client;
        reader = client;
      } else if (_reader && _writer) {
        writer = _writer;
        reader = _reader;
      } else if (proc) {
        writer = proc.stdin;
        reader = proc.stdout;
      }
      if (writer && reader) {
        const loggerInstance = options.logger || (0, logger_1.getLogger)();
        const neovim = new client_1.NeovimClient({ logger: loggerInstance });
        neovim.attach({
          writer,
          reader
        });
        return neovim;
      }
      throw new Error("Invalid arguments, could not attach");
    }
  }
});

// node_modules/neovim/lib/api/index.js
var require_api = __commonJS({
  "node_modules/neovim/lib/api/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Tabpage = exports2.Window = exports2.Buffer = exports2.NeovimClient = exports2.Neovim = void 0;
    var Neovim_1 = require_Neovim();
    Object.defineProperty(exports2, "Neovim", { enumerable: true, get: function() {
      return Neovim_1.Neovim;
    } });
    var client_1 = require_client();
    Object.defineProperty(exports2, "NeovimClient", { enumerable: true, get: function() {
      return client_1.NeovimClient;
    } });
    var Buffer_1 = require_Buffer();
    Object.defineProperty(exports2, "Buffer", { enumerable: true, get: function() {
      return Buffer_1.Buffer;
    } });
    var Window_1 = require_Window();
    Object.defineProperty(exports2, "Window", { enumerable: true, get: function() {
      return Window_1.Window;
    } });
    var Tabpage_1 = require_Tabpage();
    Object.defineProperty(exports2, "Tabpage", { enumerable: true, get: function() {
      return Tabpage_1.Tabpage;
    } });
  }
});

// node_modules/neovim/lib/plugin/properties.js
var require_properties = __commonJS({
  "node_modules/neovim/lib/plugin/properties.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.NVIM_METHOD_NAME = exports2.NVIM_SYNC = exports2.NVIM_SPEC = exports2.NVIM_DEV_MODE = exports2.NVIM_PLUGIN = void 0;
    exports2.NVIM_PLUGIN = "_nvim_plugin";
    exports2.NVIM_DEV_MODE = "_nvim_dev_mode";
    exports2.NVIM_SPEC = "_nvim_rpc_spec";
    exports2.NVIM_SYNC = "_nvim_rpc_sync";
    exports2.NVIM_METHOD_NAME = "_nvim_rpc_method_name";
  }
});

// node_modules/neovim/lib/host/NvimPlugin.js
var require_NvimPlugin = __commonJS({
  "node_modules/neovim/lib/host/NvimPlugin.js"(exports2) {
    "use strict";
    var __awaiter = exports2 && exports2.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.NvimPlugin = void 0;
    exports2.callable = callable;
    function callable(fn) {
      if (typeof fn === "function") {
        return fn;
      }
      if (Array.isArray(fn) && fn.length === 2) {
        return function(...args) {
          return fn[1].apply(fn[0], args);
        };
      }
      throw new Error();
    }
    var NvimPlugin = class {
      constructor(filename, plugin, nvim) {
        this.filename = filename;
        this.nvim = nvim;
        this.dev = false;
        this.alwaysInit = false;
        this.autocmds = {};
        this.commands = {};
        this.functions = {};
        try {
          this.instance = new plugin(this);
        } catch (err) {
          if (err instanceof TypeError) {
            this.instance = plugin(this);
          } else {
            throw err;
          }
        }
      }
      setOptions(options) {
        this.dev = options.dev === void 0 ? this.dev : options.dev;
        this.alwaysInit = !!options.alwaysInit;
      }
      // Cache module (in dev mode will clear the require module cache)
      get shouldCacheModule() {
        return !this.dev;
      }
      registerAutocmd(name, fn, options) {
        if (!(options === null || options === void 0 ? void 0 : options.pattern)) {
          this.nvim.logger.error(`registerAutocmd expected pattern option for ${name}`);
          return;
        }
        const spec = {
          type: "autocmd",
          name,
          sync: !!(options === null || options === void 0 ? void 0 : options.sync),
          opts: {}
        };
        ["pattern", "eval"].forEach((option) => {
          if (options && typeof options[option] !== "undefined") {
            spec.opts[option] = options[option];
          }
        });
        try {
          this.autocmds[`${name} ${options.pattern}`] = {
            fn: callable(fn),
            spec
          };
        } catch (_a) {
          this.nvim.logger.error(`registerAutocmd expected callable argument for ${name}`);
        }
      }
      registerCommand(name, fn, options) {
        const spec = {
          type: "command",
          name,
          sync: !!(options === null || options === void 0 ? void 0 : options.sync),
          opts: {}
        };
        ["range", "nargs", "complete"].forEach((option) => {
          if (options && typeof options[option] !== "undefined") {
            spec.opts[option] = options[option];
          }
        });
        try {
          this.commands[name] = {
            fn: callable(fn),
            spec
          };
        } catch (_a) {
          this.nvim.logger.error(`registerCommand expected callable argument for ${name}`);
        }
      }
      registerFunction(name, fn, options) {
        if (!/^[A-Z]/.test(name)) {
          this.nvim.logger.error(`registerFunction: function name '${name}' must start with a capital letter`);
          return;
        }
        const spec = {
          type: "function",
          name,
          sync: !!(options === null || options === void 0 ? void 0 : options.sync),
          opts: {}
        };
        ["range", "eval"].forEach((option) => {
          if (options && typeof options[option] !== "undefined") {
            spec.opts[option] = options[option];
          }
        });
        try {
          this.functions[name] = {
            fn: callable(fn),
            spec
          };
        } catch (_a) {
          this.nvim.logger.error(`registerFunction expected callable argument for ${name}`);
        }
      }
      get specs() {
        const autocmds = Object.keys(this.autocmds).map((key) => this.autocmds[key].spec);
        const commands = Object.keys(this.commands).map((key) => this.commands[key].spec);
        const functions = Object.keys(this.functions).map((key) => this.functions[key].spec);
        return autocmds.concat(commands).concat(functions);
      }
      handleRequest(name, type, args) {
        return __awaiter(this, void 0, void 0, function* () {
          let handlers;
          switch (type) {
            case "autocmd":
              handlers = this.autocmds;
              break;
            case "command":
              handlers = this.commands;
              break;
            case "function":
              handlers = this.functions;
              break;
            default:
              const errMsg = `No handler for unknown type ${type}: "${name}" in ${this.filename}`;
              this.nvim.logger.error(errMsg);
              throw new Error(errMsg);
          }
          if (handlers.hasOwnProperty(name)) {
            const handler = handlers[name];
            try {
              return handler.spec.sync ? handler.fn(...args) : yield handler.fn(...args);
            } catch (e) {
              const err = e;
              const msg = `Error in plugin for ${type}:${name}: ${err.message}`;
              this.nvim.logger.error(`${msg} (file: ${this.filename}, stack: ${err.stack})`);
              throw new Error(msg, { cause: err });
            }
          } else {
            const errMsg = `Missing handler for ${type}: "${name}" in ${this.filename}`;
            this.nvim.logger.error(errMsg);
            throw new Error(errMsg);
          }
        });
      }
    };
    exports2.NvimPlugin = NvimPlugin;
  }
});

// node_modules/neovim/lib/plugin/plugin.js
var require_plugin = __commonJS({
  "node_modules/neovim/lib/plugin/plugin.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.NvimPlugin = exports2.Neovim = void 0;
    exports2.plugin = plugin;
    var properties_1 = require_properties();
    var Neovim_1 = require_Neovim();
    Object.defineProperty(exports2, "Neovim", { enumerable: true, get: function() {
      return Neovim_1.Neovim;
    } });
    var NvimPlugin_1 = require_NvimPlugin();
    Object.defineProperty(exports2, "NvimPlugin", { enumerable: true, get: function() {
      return NvimPlugin_1.NvimPlugin;
    } });
    function wrapper(cls, options) {
      return class extends cls {
        constructor(...args) {
          const plugin2 = args[0];
          super(plugin2.nvim, plugin2);
          this.setApi(plugin2.nvim);
          if (options) {
            plugin2.setOptions(options);
          }
          plugin2.nvim.logger.info(`Decorating class ${cls}`);
          Object.getOwnPropertyNames(cls.prototype).forEach((methodName) => {
            plugin2.nvim.logger.info(`Method name ${methodName}`);
            plugin2.nvim.logger.info(`${cls.prototype[methodName]} ${typeof cls.prototype[methodName]}`);
            plugin2.nvim.logger.info(`${this} ${typeof this}`);
            const method = cls.prototype[methodName];
            if (method && method[properties_1.NVIM_SPEC]) {
              const spec = method[properties_1.NVIM_SPEC];
              switch (spec.type) {
                case "autocmd":
                  const autoCmdOpts = {
                    pattern: spec.opts.pattern,
                    sync: spec.sync
                  };
                  if (typeof spec.opts.eval !== "undefined") {
                    autoCmdOpts.eval = spec.opts.eval;
                  }
                  plugin2.registerAutocmd(spec.name, [this, method], autoCmdOpts);
                  break;
                case "command":
                  const cmdOpts = {
                    sync: spec.sync
                  };
                  if (typeof spec.opts.range !== "undefined") {
                    cmdOpts.range = spec.opts.range;
                  }
                  if (typeof spec.opts.nargs !== "undefined") {
                    cmdOpts.nargs = spec.opts.nargs;
                  }
                  if (typeof spec.opts.complete !== "undefined") {
                    cmdOpts.complete = spec.opts.complete;
                  }
                  plugin2.registerCommand(spec.name, [this, method], cmdOpts);
                  break;
                case "function":
                  const funcOpts = {
                    sync: spec.sync
                  };
                  if (typeof spec.opts.range !== "undefined") {
                    funcOpts.range = spec.opts.range;
                  }
                  if (typeof spec.opts.eval !== "undefined") {
                    funcOpts.eval = spec.opts.eval;
                  }
                  plugin2.registerFunction(spec.name, [this, method], funcOpts);
                  break;
                default:
                  break;
              }
            }
          });
        }
        setApi(nvim) {
          this.nvim = nvim;
        }
      };
    }
    function plugin(outter) {
      return typeof outter !== "function" ? (cls) => wrapper(cls, outter) : wrapper(outter);
    }
  }
});

// node_modules/neovim/lib/plugin/function.js
var require_function = __commonJS({
  "node_modules/neovim/lib/plugin/function.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.nvimFunction = nvimFunction;
    var properties_1 = require_properties();
    function nvimFunction(name, options = {}) {
      return function(cls, methodName) {
        if (!/^[A-Z]/.test(name)) {
          throw new Error(`nvimFunction: function name '${name}' must start with a capital letter`);
        }
        const sync = options && !!options.sync;
        const isMethod = typeof methodName === "string";
        const f = isMethod ? cls[methodName] : cls;
        const opts = {};
        if (options && options.range) {
          opts.range = options.range;
        }
        if (options && options.eval) {
          opts.eval = options.eval;
        }
        Object.defineProperty(f, properties_1.NVIM_METHOD_NAME, { value: `function:${name}` });
        Object.defineProperty(f, properties_1.NVIM_SYNC, { value: !!sync });
        Object.defineProperty(f, properties_1.NVIM_SPEC, {
          value: {
            type: "function",
            name,
            sync: !!sync,
            opts
          }
        });
        if (isMethod) {
          cls[methodName] = f;
        }
        return cls;
      };
    }
  }
});

// node_modules/neovim/lib/plugin/autocmd.js
var require_autocmd = __commonJS({
  "node_modules/neovim/lib/plugin/autocmd.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.autocmd = autocmd;
    var properties_1 = require_properties();
    function autocmd(name, options) {
      return function(cls, methodName) {
        const sync = options && !!options.sync;
        const isMethod = typeof methodName === "string";
        const f = isMethod ? cls[methodName] : cls;
        const opts = {
          pattern: ""
        };
        ["pattern", "eval"].forEach((option) => {
          if (options && typeof options[option] !== "undefined") {
            opts[option] = options[option];
          }
        });
        const nameWithPattern = `${name}${(options === null || options === void 0 ? void 0 : options.pattern) ? `:${options.pattern}` : ""}`;
        Object.defineProperty(f, properties_1.NVIM_METHOD_NAME, {
          value: `autocmd:${nameWithPattern}`
        });
        Object.defineProperty(f, properties_1.NVIM_SYNC, { value: !!sync });
        Object.defineProperty(f, properties_1.NVIM_SPEC, {
          value: {
            type: "autocmd",
            name,
            sync: !!sync,
            opts
          }
        });
        if (isMethod) {
          cls[methodName] = f;
        }
        return cls;
      };
    }
  }
});

// node_modules/neovim/lib/plugin/command.js
var require_command = __commonJS({
  "node_modules/neovim/lib/plugin/command.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.command = command;
    var properties_1 = require_properties();
    function command(name, options) {
      return function(cls, methodName) {
        const sync = options && !!options.sync;
        const isMethod = typeof methodName === "string";
        const f = isMethod ? cls[methodName] : cls;
        const opts = {};
        ["range", "nargs", "complete"].forEach((option) => {
          if (options && typeof options[option] !== "undefined") {
            opts[option] = options[option];
          }
        });
        Object.defineProperty(f, properties_1.NVIM_METHOD_NAME, { value: `command:${name}` });
        Object.defineProperty(f, properties_1.NVIM_SYNC, { value: !!sync });
        Object.defineProperty(f, properties_1.NVIM_SPEC, {
          value: {
            type: "command",
            name,
            sync: !!sync,
            opts
          }
        });
        if (isMethod) {
          cls[methodName] = f;
        }
        return cls;
      };
    }
  }
});

// node_modules/neovim/lib/plugin/index.js
var require_plugin2 = __commonJS({
  "node_modules/neovim/lib/plugin/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Command = exports2.Autocmd = exports2.Function = exports2.Plugin = void 0;
    var plugin_1 = require_plugin();
    Object.defineProperty(exports2, "Plugin", { enumerable: true, get: function() {
      return plugin_1.plugin;
    } });
    var function_1 = require_function();
    Object.defineProperty(exports2, "Function", { enumerable: true, get: function() {
      return function_1.nvimFunction;
    } });
    var autocmd_1 = require_autocmd();
    Object.defineProperty(exports2, "Autocmd", { enumerable: true, get: function() {
      return autocmd_1.autocmd;
    } });
    var command_1 = require_command();
    Object.defineProperty(exports2, "Command", { enumerable: true, get: function() {
      return command_1.command;
    } });
  }
});

// node_modules/neovim/lib/plugin.js
var require_plugin3 = __commonJS({
  "node_modules/neovim/lib/plugin.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Command = exports2.Autocmd = exports2.Function = exports2.Plugin = void 0;
    var index_1 = require_plugin2();
    Object.defineProperty(exports2, "Plugin", { enumerable: true, get: function() {
      return index_1.Plugin;
    } });
    Object.defineProperty(exports2, "Function", { enumerable: true, get: function() {
      return index_1.Function;
    } });
    Object.defineProperty(exports2, "Autocmd", { enumerable: true, get: function() {
      return index_1.Autocmd;
    } });
    Object.defineProperty(exports2, "Command", { enumerable: true, get: function() {
      return index_1.Command;
    } });
  }
});

// node_modules/neovim/lib/host/factory.js
var require_factory = __commonJS({
  "node_modules/neovim/lib/host/factory.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.loadPlugin = loadPlugin;
    var path3 = __importStar(require("node:path"));
    var Module = require("module");
    var NvimPlugin_1 = require_NvimPlugin();
    function createPlugin(filename, nvim, options = {}) {
      try {
        nvim.logger.debug(`createPlugin.${filename}.clearCache: ${options && !options.cache}`);
        if (options && !options.cache) {
          try {
            delete Module._cache[require.resolve(filename)];
          } catch (_a) {
          }
        }
        const defaultImport = require(filename);
        const plugin = defaultImport && defaultImport.default || defaultImport;
        if (typeof plugin === "function") {
          return new NvimPlugin_1.NvimPlugin(filename, plugin, nvim);
        }
      } catch (e) {
        const err = e;
        const file = path3.basename(filename);
        nvim.logger.error(`[${file}] ${err.stack}`);
        nvim.logger.error(`[${file}] Error loading child ChildPlugin ${filename}`);
      }
      return null;
    }
    function loadPlugin(filename, nvim, options = {}) {
      try {
        return createPlugin(filename, nvim, options);
      } catch (_a) {
        return null;
      }
    }
  }
});

// node_modules/neovim/lib/utils/findNvim.js
var require_findNvim = __commonJS({
  "node_modules/neovim/lib/utils/findNvim.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.exportsForTesting = void 0;
    exports2.findNvim = findNvim;
    var node_child_process_1 = require("node:child_process");
    var node_path_1 = require("node:path");
    var node_fs_1 = require("node:fs");
    var versionRegex = /^(\d+)\.(\d+)\.(\d+)(?:-(.+))?$/;
    var nvimVersionRegex = /^[nN][vV][iI][mM]\s+v?(.+)$/m;
    var buildTypeRegex = /^Build\s+type:\s+(.+)$/m;
    var luaJitVersionRegex = /^LuaJIT\s+(.+)$/m;
    var windows = process.platform === "win32";
    function parseVersion(version) {
      if (typeof version !== "string") {
        throw new TypeError("Invalid version format: not a string");
      }
      const match = version.match(versionRegex);
      if (!match) {
        return void 0;
      }
      const [, major, minor, patch, prerelease] = match;
      if (major === void 0 || minor === void 0 || patch === void 0) {
        throw new TypeError(`Invalid version string: "${version}"`);
      }
      const majorNumber = Number(major);
      const minorNumber = Number(minor);
      const patchNumber = Number(patch);
      const versionParts = [majorNumber, minorNumber, patchNumber];
      if (prerelease !== void 0) {
        versionParts.push(prerelease);
      } else {
        versionParts.push("zzz");
      }
      return versionParts;
    }
    function compareVersions(a, b) {
      var _a, _b;
      const versionA = parseVersion(a);
      const versionB = parseVersion(b);
      if (versionA === void 0) {
        throw new TypeError(`Invalid version: "${a}"`);
      }
      if (versionB === void 0) {
        return 1;
      }
      const length = Math.min(versionA.length, versionB.length);
      for (let i = 0; i < length; i = i + 1) {
        const partA = (_a = versionA[i]) !== null && _a !== void 0 ? _a : 0;
        const partB = (_b = versionB[i]) !== null && _b !== void 0 ? _b : 0;
        if (partA < partB) {
          return -1;
        }
        if (partA > partB) {
          return 1;
        }
      }
      if (versionB.length > versionA.length) {
        return -1;
      }
      return 0;
    }
    function normalizePath(path3) {
      return (0, node_path_1.normalize)(windows ? path3.toLowerCase() : path3);
    }
    function getPlatformSearchDirs() {
      const dirs = /* @__PURE__ */ new Set();
      const { PATH, USERPROFILE, LOCALAPPDATA, PROGRAMFILES, HOME } = process.env;
      PATH === null || PATH === void 0 ? void 0 : PATH.split(node_path_1.delimiter).forEach((p) => dirs.add(normalizePath(p)));
      if (windows) {
        if (USERPROFILE) {
          dirs.add(normalizePath(`${USERPROFILE}/scoop/shims`));
        }
        dirs.add(normalizePath("C:/ProgramData/scoop/shims"));
        if (LOCALAPPDATA) {
          dirs.add(normalizePath(`${LOCALAPPDATA}/Microsoft/WindowsApps`));
          dirs.add(normalizePath(`${LOCALAPPDATA}/Microsoft/WinGet/Packages`));
        }
        if (PROGRAMFILES) {
          dirs.add(normalizePath(`${PROGRAMFILES}/Neovim/bin`));
          dirs.add(normalizePath(`${PROGRAMFILES} (x86)/Neovim/bin`));
          dirs.add(normalizePath(`${PROGRAMFILES}/WinGet/Packages`));
          dirs.add(normalizePath(`${PROGRAMFILES} (x86)/WinGet/Packages`));
        }
      } else {
        [
          "/usr/local/bin",
          "/usr/bin",
          "/opt/homebrew/bin",
          "/home/linuxbrew/.linuxbrew/bin",
          "/snap/nvim/current/usr/bin"
        ].forEach((p) => dirs.add(p));
        if (HOME) {
          dirs.add(normalizePath(`${HOME}/bin`));
          dirs.add(normalizePath(`${HOME}/.linuxbrew/bin`));
        }
      }
      return dirs;
    }
    function findNvim(opt = {}) {
      var _a, _b, _c, _d, _e, _f, _g;
      if (((_a = opt.cmds) === null || _a === void 0 ? void 0 : _a.length) && ((_b = opt.dirs) === null || _b === void 0 ? void 0 : _b.length)) {
        throw new TypeError("Invalid params: cannot combine `cmds` and `dirs`");
      }
      const nvimExecutable = windows ? "nvim.exe" : "nvim";
      const userCmds = [...(_c = opt.cmds) !== null && _c !== void 0 ? _c : [], ...((_d = opt.paths) !== null && _d !== void 0 ? _d : []).map((p) => [p])].map(([arg0, ...args]) => [normalizePath(arg0), ...args]);
      const searchDirs = ((_e = opt.cmds) === null || _e === void 0 ? void 0 : _e.length) ? [] : [...(_f = opt.dirs) !== null && _f !== void 0 ? _f : [], ...getPlatformSearchDirs()];
      const dirCmds = searchDirs.map((dir) => [normalizePath((0, node_path_1.join)(dir, nvimExecutable))]).filter(([nvimPath]) => (0, node_fs_1.existsSync)(nvimPath));
      const allCmds = new Map([...userCmds, ...dirCmds].map((cmd) => [JSON.stringify(cmd), cmd]));
      const matches = new Array();
      const invalid = new Array();
      for (const cmd of allCmds.values()) {
        const [arg0, ...args] = cmd;
        try {
          const nvimVersionFull = (0, node_child_process_1.execFileSync)(arg0, [...args, "--version"]).toString();
          const nvimVersionMatch = nvimVersionRegex.exec(nvimVersionFull);
          const buildTypeMatch = buildTypeRegex.exec(nvimVersionFull);
          const luaJitVersionMatch = luaJitVersionRegex.exec(nvimVersionFull);
          if (!nvimVersionMatch || !buildTypeMatch || !luaJitVersionMatch) {
            continue;
          }
          const found = {
            cmd,
            path: arg0,
            nvimVersion: nvimVersionMatch[1],
            buildType: buildTypeMatch[1],
            luaJitVersion: luaJitVersionMatch[1]
          };
          if ("minVersion" in opt && compareVersions((_g = opt.minVersion) !== null && _g !== void 0 ? _g : "0.0.0", nvimVersionMatch[1]) === 1) {
            invalid.push(found);
          } else {
            matches.push(found);
            if (opt.firstMatch) {
              break;
            }
          }
        } catch (e) {
          invalid.push({ cmd, path: arg0, error: e });
        }
      }
      if (opt.orderBy === void 0 || opt.orderBy === "desc") {
        matches.sort((a, b) => {
          var _a2, _b2;
          return compareVersions((_a2 = b.nvimVersion) !== null && _a2 !== void 0 ? _a2 : "0.0.0", (_b2 = a.nvimVersion) !== null && _b2 !== void 0 ? _b2 : "0.0.0");
        });
      }
      return {
        matches,
        invalid
      };
    }
    if (process.env.NODE_ENV === "test") {
      exports2.exportsForTesting = {
        parseVersion,
        compareVersions,
        normalizePath
      };
    }
  }
});

// node_modules/neovim/lib/index.js
var require_lib = __commonJS({
  "node_modules/neovim/lib/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.findNvim = exports2.loadPlugin = exports2.NvimPlugin = exports2.Command = exports2.Autocmd = exports2.Function = exports2.Plugin = exports2.Window = exports2.Tabpage = exports2.Buffer = exports2.NeovimClient = exports2.Neovim = exports2.attach = void 0;
    var attach_1 = require_attach();
    Object.defineProperty(exports2, "attach", { enumerable: true, get: function() {
      return attach_1.attach;
    } });
    var index_1 = require_api();
    Object.defineProperty(exports2, "Neovim", { enumerable: true, get: function() {
      return index_1.Neovim;
    } });
    Object.defineProperty(exports2, "NeovimClient", { enumerable: true, get: function() {
      return index_1.NeovimClient;
    } });
    Object.defineProperty(exports2, "Buffer", { enumerable: true, get: function() {
      return index_1.Buffer;
    } });
    Object.defineProperty(exports2, "Tabpage", { enumerable: true, get: function() {
      return index_1.Tabpage;
    } });
    Object.defineProperty(exports2, "Window", { enumerable: true, get: function() {
      return index_1.Window;
    } });
    var plugin_1 = require_plugin3();
    Object.defineProperty(exports2, "Plugin", { enumerable: true, get: function() {
      return plugin_1.Plugin;
    } });
    Object.defineProperty(exports2, "Function", { enumerable: true, get: function() {
      return plugin_1.Function;
    } });
    Object.defineProperty(exports2, "Autocmd", { enumerable: true, get: function() {
      return plugin_1.Autocmd;
    } });
    Object.defineProperty(exports2, "Command", { enumerable: true, get: function() {
      return plugin_1.Command;
    } });
    var NvimPlugin_1 = require_NvimPlugin();
    Object.defineProperty(exports2, "NvimPlugin", { enumerable: true, get: function() {
      return NvimPlugin_1.NvimPlugin;
    } });
    var factory_1 = require_factory();
    Object.defineProperty(exports2, "loadPlugin", { enumerable: true, get: function() {
      return factory_1.loadPlugin;
    } });
    var findNvim_1 = require_findNvim();
    Object.defineProperty(exports2, "findNvim", { enumerable: true, get: function() {
      return findNvim_1.findNvim;
    } });
  }
});

// src/session/context.ts
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
function contextShare(answer) {
  const a = answer && typeof answer === "object" ? answer : {};
  const total = num(a.totalTokens);
  const threshold = a.isAutoCompactEnabled !== false ? num(a.autoCompactThreshold) : null;
  const max = num(a.maxTokens);
  if (total !== null && threshold) return Math.min(100, Math.round(100 * total / threshold));
  if (num(a.percentage) !== null) return Math.round(a.percentage);
  if (total !== null && max) return Math.round(100 * total / max);
  return null;
}

// src/session/tokens.ts
function formatTokens(n) {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e4) return `${Math.round(n / 1e3)}k`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
}

// src/render/context.ts
var num2 = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
function contextBreakdown(answer) {
  const a = answer && typeof answer === "object" ? answer : {};
  const total = num2(a.totalTokens);
  const categories = Array.isArray(a.categories) ? a.categories.filter((c) => typeof c?.name === "string" && num2(c.tokens) !== null) : [];
  if (total === null && categories.length === 0) return null;
  const share = contextShare(a);
  const threshold = a.isAutoCompactEnabled !== false ? num2(a.autoCompactThreshold) : null;
  const max = num2(a.maxTokens);
  const lines = [];
  const head = [`${formatTokens(total ?? 0)} tokens in use`];
  if (share !== null) head.push(threshold ? `${share}% of the ${formatTokens(threshold)} where Claude compacts` : `${share}%`);
  else if (max) head.push(`of ${formatTokens(max)}`);
  lines.push([head.join(", "), "Title"]);
  const width = Math.max(0, ...categories.map((c) => c.name.length));
  for (const c of categories) {
    const deferred = c.kind === "deferred" || c.isDeferred === true ? " (loaded when used)" : "";
    lines.push([`  ${c.name.padEnd(width)}  ${formatTokens(c.tokens).padStart(6)}${deferred}`, c.kind === "free" || deferred ? "Comment" : "Normal"]);
  }
  if (a.isAutoCompactEnabled === false) lines.push(["  Auto-compaction is off: /compact compacts by hand", "Comment"]);
  return { title: "Claude context", lines };
}

// src/session/model.ts
function modelName(id) {
  return id.replace(/\[(\d+)([km])\]$/i, (_, n, unit) => ` (${n}${unit.toUpperCase()} context)`);
}

// src/render/status.ts
var STATE_OF_PHASE = { stopped: "stopped", starting: "starting", idle: "ready", turn: "running", stopping: "stopping" };
function statusInfo(session, phase, queued) {
  return {
    model: session.info.model,
    mode: session.info.permissionMode,
    costUsd: session.costUsd,
    inputTokens: session.usage.inputTokens,
    outputTokens: session.usage.outputTokens,
    busy: session.busy,
    pendingApprovals: session.pendingApprovals.length,
    changedFiles: session.changedFiles.size,
    queued,
    state: STATE_OF_PHASE[phase],
    contextShare: session.contextShare,
    compacting: session.compacting,
    cwd: session.info.cwd
  };
}
function stateText(s) {
  if (s.pendingApprovals) return `approval needed (${s.pendingApprovals})`;
  if (s.compacting) return "compacting\u2026";
  return s.state === "running" ? "running\u2026" : s.state;
}
var CONTEXT_SHOWN = 50;
var cost = (s) => `$${s.costUsd.toFixed(s.costUsd >= 1 ? 2 : 4)}`;
function winbarText(s) {
  const esc = (t) => t.replace(/%/g, "%%");
  const parts = [
    "Claude",
    stateText(s) + (s.queued ? `, ${s.queued} queued` : ""),
    cost(s),
    `${formatTokens(s.inputTokens)} in / ${formatTokens(s.outputTokens)} out`
  ];
  if (s.contextShare !== null && s.contextShare >= CONTEXT_SHOWN) parts.push(`${s.contextShare}% ctx`);
  if (s.changedFiles) parts.push(`${s.changedFiles} changed`);
  if (s.mode && s.mode !== "default") parts.push(s.mode);
  return esc(parts.join(" \xB7 ")) + (s.model ? ` \xB7 %<${esc(modelName(s.model))}` : "%<");
}
function statusLine(s) {
  const state = s.pendingApprovals ? stateText(s) : s.state === "running" ? "running" : "";
  return ["Claude", state, cost(s), s.contextShare !== null ? `${s.contextShare}% ctx` : ""].filter(Boolean).join(" ");
}

// src/session/auth.ts
var AUTH_TEXT = /Not logged in|Please run \/login|Invalid API key|authentication_error|OAuth token (has )?expired|invalid x-api-key/i;
function isAuthFailure(text2) {
  return AUTH_TEXT.test(text2);
}
var LOGIN = "run `claude` in a terminal, then /login there";
var KEY_PLACES = "in your environment or in setup{ env }";
function loginAdvice(text2) {
  if (/Invalid API key|invalid x-api-key/i.test(text2)) {
    return `Check ANTHROPIC_API_KEY (${KEY_PLACES}), or unset it and log in: ${LOGIN}. Then send the prompt again.`;
  }
  return `To log in, ${LOGIN}, or set ANTHROPIC_API_KEY (${KEY_PLACES}). Then send the prompt again.`;
}
function authNotice(text2) {
  const said = text2.trim().replace(/\s*·\s*Please run \/login\.?$/i, "");
  const head = /^Not logged in$/i.test(said) ? "Claude Code is not logged in." : said;
  return `${head}
${loginAdvice(text2)}`;
}

// src/session/questions.ts
var ASK_TOOL = "AskUserQuestion";
var text = (v) => typeof v === "string" ? v : "";
function questionsOf(input) {
  if (!Array.isArray(input.questions)) return [];
  const out = [];
  for (const raw of input.questions) {
    if (!raw || typeof raw !== "object") continue;
    const q = raw;
    const options = Array.isArray(q.options) ? q.options.filter((o) => !!o && typeof o === "object" && text(o.label) !== "").map((o) => ({ label: text(o.label), description: text(o.description) })) : [];
    if (text(q.question) === "" || options.length === 0) continue;
    out.push({ question: text(q.question), header: text(q.header), options, multiSelect: q.multiSelect === true });
  }
  return out;
}
var otherNumber = (q) => q.options.length + 1;
function pick(q, held, n, typed) {
  if (!Number.isInteger(n) || n < 1 || n > otherNumber(q)) return `no option ${n}: choose 1 to ${otherNumber(q)}`;
  const isOther = n === otherNumber(q);
  const value = isOther ? (typed ?? "").trim() : q.options[n - 1].label;
  if (isOther && value === "") return "an empty answer was not taken";
  if (!q.multiSelect) return [value];
  const labels = new Set(q.options.map((o) => o.label));
  if (isOther) return [...held.filter((v) => labels.has(v)), value];
  return held.includes(value) ? held.filter((v) => v !== value) : [...held, value];
}
function answersFor(questions, held) {
  const answers = {};
  const missing = [];
  questions.forEach((q, i) => {
    const picked = held[i] ?? [];
    if (picked.length === 0) missing.push(i + 1);
    else answers[q.question] = picked.join(", ");
  });
  return missing.length ? { missing } : { answers };
}

// src/session/agents.ts
var num3 = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
function nextProgress(before, m) {
  const now = before ? { ...before } : { state: "running", doing: "", toolUses: 0, tokens: 0, durationMs: 0, taskId: "" };
  if (!now.taskId && typeof m.task_id === "string") now.taskId = m.task_id;
  const usage = m.usage && typeof m.usage === "object" ? m.usage : null;
  if (usage) {
    now.toolUses = num3(usage.tool_uses);
    now.tokens = num3(usage.total_tokens);
    now.durationMs = num3(usage.duration_ms);
  }
  switch (m.subtype) {
    case "task_started":
      now.state = "running";
      return now;
    case "task_progress":
      if (typeof m.description === "string") now.doing = m.description;
      return now;
    case "task_notification":
      now.state = m.status === "completed" ? "done" : "error";
      if (typeof m.summary === "string") now.doing = m.summary;
      else if (typeof m.status === "string") now.doing = m.status;
      return now;
    case "task_updated": {
      const status2 = m.patch?.status;
      if (status2 === "completed") now.state = "done";
      else if (status2 === "failed" || status2 === "killed" || status2 === "stopped") now.state = "error";
      else return before;
      return now;
    }
    default:
      return before;
  }
}
function launchedInBackground(result) {
  return result !== null && result.startsWith("Async agent launched");
}

// src/session/tools.ts
var import_node_path = __toESM(require("node:path"));
var EDITING_TOOLS = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
var PLAN_TOOL = "ExitPlanMode";
var PLAN_SESSION_WORDS = "accept edits for this session";
var str = (v) => typeof v === "string" && v !== "" ? v : void 0;
function toolFilePath(input) {
  return str(input.file_path) ?? str(input.notebook_path) ?? null;
}
function displayPath(file, cwd) {
  if (!cwd || !import_node_path.default.isAbsolute(file)) return file;
  const rel = import_node_path.default.relative(cwd, file);
  return rel !== "" && !rel.startsWith("..") && !import_node_path.default.isAbsolute(rel) ? rel : file;
}
function oneLine(text2, max = 80) {
  const flat = text2.replace(/\s*\n\s*/g, " \u23CE ").trim();
  return flat.length > max ? flat.slice(0, max - 1) + "\u2026" : flat;
}
function toolSummary(name, input, cwd) {
  if (name === PLAN_TOOL) return "Plan";
  if (name === "AskUserQuestion" && Array.isArray(input.questions)) {
    const qs = input.questions;
    const first = qs.length === 1 && typeof qs[0]?.question === "string" ? `: ${oneLine(qs[0].question)}` : "";
    return `Question${qs.length === 1 ? "" : `s (${qs.length})`}${first}`;
  }
  const file = toolFilePath(input);
  if (file) {
    const shown = displayPath(file, cwd);
    if (name === "Read" && typeof input.offset === "number") return `Read ${shown}:${input.offset}`;
    return `${name} ${shown}`;
  }
  const cmd = str(input.command);
  if (cmd) return `${name}: ${oneLine(cmd)}`;
  const pattern = str(input.pattern);
  if (pattern) {
    const where = str(input.path);
    return `${name} ${oneLine(pattern, 60)}${where ? ` in ${displayPath(where, cwd)}` : ""}`;
  }
  const target = str(input.url) ?? str(input.query) ?? str(input.description) ?? str(input.prompt);
  if (target) return `${name}: ${oneLine(target)}`;
  return name;
}
function countPatch(hunks) {
  let additions = 0;
  let deletions = 0;
  for (const hunk of hunks) {
    if (!Array.isArray(hunk.lines)) continue;
    for (const line of hunk.lines) {
      if (typeof line !== "string" || line.startsWith("\\")) continue;
      if (line.startsWith("+")) additions++;
      else if (line.startsWith("-")) deletions++;
    }
  }
  return { additions, deletions };
}
function firstChangedLine(hunks) {
  let best = Infinity;
  for (const hunk of hunks) {
    let line = typeof hunk.newStart === "number" ? hunk.newStart : 1;
    if (!Array.isArray(hunk.lines)) {
      best = Math.min(best, line);
      continue;
    }
    for (const l of hunk.lines) {
      if (typeof l !== "string" || l.startsWith("\\")) continue;
      if (l.startsWith("+") || l.startsWith("-")) {
        best = Math.min(best, Math.max(line, 1));
        break;
      }
      line++;
    }
  }
  return best === Infinity ? 1 : best;
}
function firstAppliedLine(diff) {
  let line = 1;
  for (const l of diff) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(l);
    if (hunk) line = Number(hunk[1]);
    else if (l.startsWith("+") || l.startsWith("-")) return Math.max(line, 1);
    else if (!l.startsWith("\\")) line++;
  }
  return 1;
}
function countLines(text2) {
  if (text2 === "") return 0;
  const n = text2.split("\n").length;
  return text2.endsWith("\n") ? n - 1 : n;
}
function editCounts(result, input) {
  const r = typeof result === "object" && result !== null ? result : {};
  const hunks = Array.isArray(r.structuredPatch) ? r.structuredPatch : [];
  const firstLine = firstChangedLine(hunks);
  const explicit = [r, r.gitDiff].find((o) => o && typeof o.additions === "number" && typeof o.deletions === "number");
  if (explicit) return { additions: explicit.additions, deletions: explicit.deletions, firstLine };
  if (hunks.length) return { ...countPatch(hunks), firstLine };
  const content = str(r.content) ?? str(input.content);
  if (content !== void 0 && (r.type === "create" || r.originalFile == null)) {
    return { additions: countLines(content), deletions: 0, firstLine: 1 };
  }
  return { additions: 0, deletions: 0, firstLine: 1 };
}
function resultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((b) => b && b.type === "text" && typeof b.text === "string" ? b.text : b && b.type === "image" ? "[image]" : "").filter((s) => s !== "").join("\n");
}
function appliedDiff(result, input) {
  const r = typeof result === "object" && result !== null ? result : {};
  const hunks = Array.isArray(r.structuredPatch) ? r.structuredPatch : [];
  const out = [];
  for (const h of hunks) {
    if (!Array.isArray(h.lines)) continue;
    out.push(`@@ -${h.oldStart ?? 0},${h.oldLines ?? 0} +${h.newStart ?? 0},${h.newLines ?? 0} @@`);
    for (const l of h.lines) if (typeof l === "string") out.push(l);
  }
  if (out.length) return out;
  const content = str(r.content) ?? str(input.content);
  if (content !== void 0 && (r.type === "create" || r.originalFile == null)) {
    return content.replace(/\n$/, "").split("\n").map((l) => `+${l}`);
  }
  return null;
}

// src/session/state.ts
var CONTEXT_WARNING = 90;
var AGENT_TOOLS = /* @__PURE__ */ new Set(["Task", "Agent"]);
var MODE_MEANING = {
  default: " (Claude asks before edits and commands)",
  acceptEdits: " (file edits are accepted without asking)",
  plan: " (Claude plans before it changes anything)",
  bypassPermissions: " (every tool runs without asking)",
  dontAsk: " (anything not allowed by a rule is denied)"
};
var SessionState = class {
  entries = [];
  changedFiles = /* @__PURE__ */ new Map();
  info = { sessionId: null, model: null, permissionMode: null, slashCommands: [], cwd: null, cliVersion: null, capabilities: [] };
  /** The CLI is compacting the conversation (system/status `compacting`). */
  compacting = false;
  /** What the CLI asked to show as a notification (vim.notify), until the controller takes it. */
  notifications = [];
  /** Cumulative for the session, as the CLI reports it: the latest value, never a sum. */
  costUsd = 0;
  /** Cumulative for the session: each result's usage (that turn's) added up. */
  usage = { inputTokens: 0, outputTokens: 0 };
  /** Claude's task list as its task tools left it (`:ClaudeTodos`). */
  tasks = [];
  tasksEntry = null;
  /** How full the context window is (0-100, against where the CLI compacts), after the last turn; null: unknown. */
  contextShare = null;
  contextWarned = false;
  /** A turn is running: from the prompt being sent to its `result`. */
  busy = false;
  /** The user asked to interrupt the running turn: its `result` says "Interrupted" (not the CLI's diagnostics). */
  interrupting = false;
  /** Messages of a type this model does not know, counted and left out. */
  ignored = /* @__PURE__ */ new Map();
  nextKey = 1;
  clock = 1;
  listeners = /* @__PURE__ */ new Set();
  toolsById = /* @__PURE__ */ new Map();
  /** Agent/Task calls by tool_use id, for the sub-agent messages and task_* reports that name them (kept
   *  across turns: a background agent goes on after its turn's result). */
  agentTools = /* @__PURE__ */ new Map();
  /** A sub-agent's entry → the Agent/Task call it belongs to (a change to it is a change to that call). */
  parentOf = /* @__PURE__ */ new WeakMap();
  /** `mode`: the permission mode the CLI was started in, so that the first change of it is announced. */
  constructor(cwd = null, mode = null) {
    this.info.cwd = cwd;
    this.info.permissionMode = mode;
  }
  onChange(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  get toolEntries() {
    return this.entries.filter((e) => e.kind === "tool");
  }
  // ---- what the user does -------------------------------------------------------------------------
  /** A prompt the user typed. `queued` marks one waiting behind a running turn; the turn itself
   *  begins when it is really sent (markSent). */
  addUser(text2, context = null, queued = false) {
    const entry = this.push({ kind: "user", text: text2, context, queued });
    this.emit();
    return entry;
  }
  /** The prompt went to the CLI: a turn runs until its `result`. */
  markSent(entry) {
    entry.queued = false;
    this.touch(entry);
    this.busy = true;
    this.interrupting = false;
    this.emit();
  }
  /** The prompt waits (behind a turn, or for a CLI that died): it shows "(queued)". */
  markQueued(entry) {
    if (entry.queued) return;
    entry.queued = true;
    this.touch(entry);
    this.emit();
  }
  /** The host is sending an interrupt for the running turn. */
  markInterrupting() {
    if (this.busy) this.interrupting = true;
  }
  addNotice(text2, tone = "info") {
    this.push({ kind: "notice", text: text2, tone });
    this.emit();
  }
  /** The model in use, as the user set it (a notice says so) or the CLI reported it. */
  setModel(model, announce = false) {
    if (model) this.info.model = model;
    if (announce) this.push({ kind: "notice", text: `Model set to ${model ? modelName(model) : "default"}`, tone: "info" });
    this.emit();
  }
  /** The slash commands the CLI offers, for completion in the prompt. */
  setSlashCommands(names) {
    this.info.slashCommands = names;
    this.emit();
  }
  /** The permission mode in effect, from whoever changed it (a command, an approval, the CLI): every
   *  change after the first report shows as a notice; `confirm` (the user asked for it) shows one even
   *  when the mode was already in effect. */
  setPermissionMode(mode, confirm = false) {
    const before = this.info.permissionMode;
    if (mode === before && !confirm) return;
    this.info.permissionMode = mode;
    if (before !== null || confirm) this.push({ kind: "notice", text: `Permission mode: ${mode}${MODE_MEANING[mode] ?? ""}`, tone: "info" });
    this.emit();
  }
  /** A successful edit of `tool`: its file joins the changed files, with its +/- counts. */
  recordChange(tool, result) {
    const r = typeof result === "object" && result !== null ? result : {};
    const file = typeof r.filePath === "string" && r.filePath || tool.filePath;
    if (!file) return;
    const counts = editCounts(result, tool.input);
    const known = this.changedFiles.get(file);
    if (known) {
      known.additions += counts.additions;
      known.deletions += counts.deletions;
      known.firstLine = Math.min(known.firstLine, counts.firstLine);
      known.edits++;
    } else {
      this.changedFiles.set(file, { path: file, ...counts, edits: 1 });
    }
  }
  /** Claude's task list changed: this turn's checklist shows it (the first change of a turn adds one). */
  setTasks(list) {
    this.tasks = list;
    if (this.tasksEntry) {
      this.tasksEntry.items = list;
      this.touch(this.tasksEntry);
    } else {
      this.tasksEntry = this.push({ kind: "tasks", items: list });
    }
  }
  /** The turn ended: its checklist stays as it was; the next change starts a new one. */
  endChecklist() {
    this.tasksEntry = null;
  }
  /** Claude changed a file whose buffer holds unsaved changes: the buffer was left alone; say so. */
  addUnsavedConflict(file) {
    const shown = displayPath(file, this.info.cwd);
    this.push({ kind: "notice", text: `${shown} has unsaved changes; Claude's edit is on disk. Your buffer was not reloaded.`, tone: "error", unsavedFile: file });
    this.emit();
  }
  // ---- for the message handlers --------------------------------------------------------------------
  /** A call a sub-agent made that still runs in the background: the main turn's end does not end it. */
  inRunningAgent(tool) {
    return this.parentOf.get(tool)?.agent?.state === "running";
  }
  /** A task_* message about an Agent/Task call: its progress line; once its sub-agent ended, the calls it left
   *  running are over too. */
  onTask(m) {
    const tool = typeof m.tool_use_id === "string" ? this.agentTools.get(m.tool_use_id) : [...this.agentTools.values()].find((t) => t.agent?.taskId === m.task_id);
    if (!tool) return;
    const next = nextProgress(tool.agent, m);
    if (!next) return;
    tool.agent = next;
    this.touch(tool);
    if (next.state === "running") return;
    for (const child of tool.children) {
      if (child.kind !== "tool" || child.state !== "running" || child.approval) continue;
      this.giveUp(child, "no result");
      this.toolsById.delete(child.id);
    }
  }
  /** A call whose result will not come any more (its turn, its agent or its CLI ended): failed, `why` as its
   *  result unless it had one. */
  giveUp(tool, why) {
    tool.state = "error";
    tool.result = tool.result ?? why;
    this.touch(tool);
  }
  /** The context's share in use, as the CLI said after a turn. */
  setContextShare(share) {
    if (share === this.contextShare) return;
    this.contextShare = share;
    if (share !== null && share >= CONTEXT_WARNING && !this.contextWarned) {
      this.contextWarned = true;
      this.push({ kind: "notice", text: `Context ${share}% full: the CLI compacts the conversation soon (/compact does it now)`, tone: "info" });
    }
    this.emit();
  }
  /** `parent`: the Agent/Task call whose sub-agent made this call. */
  registerTool(id, name, input, parent = null) {
    const tool = this.push({
      kind: "tool",
      id,
      name,
      input,
      summary: toolSummary(name, input, this.info.cwd),
      filePath: toolFilePath(input),
      state: "running",
      result: null,
      approval: null,
      asked: false,
      userModified: false,
      applied: null,
      children: [],
      agent: null
    }, parent);
    this.toolsById.set(id, tool);
    if (AGENT_TOOLS.has(name)) this.agentTools.set(id, tool);
    return tool;
  }
  /** The Agent/Task call a message with this parent_tool_use_id belongs to ('' or unknown: none). */
  parentFor(agent) {
    return agent ? this.agentTools.get(agent) ?? null : null;
  }
  /** A new entry: in the transcript, or among `parent`'s (a sub-agent's) entries. */
  push(fields, parent = null) {
    const entry = { ...fields, key: this.nextKey++, version: this.clock++ };
    if (parent) {
      parent.children.push(entry);
      this.parentOf.set(entry, parent);
      this.touch(parent);
    } else {
      this.entries.push(entry);
    }
    return entry;
  }
  touch(entry) {
    entry.version = this.clock++;
    const parent = this.parentOf.get(entry);
    if (parent) this.touch(parent);
  }
  emit() {
    for (const listener of this.listeners) listener();
  }
};

// src/session/approvals.ts
var ApprovalState = class extends SessionState {
  approvals = /* @__PURE__ */ new Map();
  get pendingApprovals() {
    return [...this.approvals.values()];
  }
  addApproval(prompt) {
    const approval = { ...prompt, unsaved: false, picks: [] };
    this.approvals.set(approval.requestId, approval);
    const tool = prompt.toolUseId && this.toolsById.get(prompt.toolUseId) || this.registerTool(prompt.toolUseId ?? `approval:${prompt.requestId}`, prompt.toolName, prompt.input);
    tool.approval = approval;
    tool.asked = true;
    this.touch(tool);
    this.emit();
    return approval;
  }
  /** Whether the file a pending approval would change has unsaved changes in the editor. */
  setApprovalUnsaved(requestId, unsaved) {
    const approval = this.approvals.get(requestId);
    if (!approval || approval.unsaved === unsaved) return;
    approval.unsaved = unsaved;
    for (const tool of this.toolsById.values()) if (tool.approval === approval) this.touch(tool);
    this.emit();
  }
  /** The user picked option `n` (or typed an answer) for question `index` (0-based) of a pending
   *  AskUserQuestion: the transcript shows the pick at once. Returns why not, or null. */
  pickAnswer(requestId, index, n, typed) {
    const approval = this.approvals.get(requestId);
    const q = approval ? questionsOf(approval.input)[index] : void 0;
    if (!approval || !q) return approval ? `no question ${index + 1}` : "this question is no longer waiting for an answer";
    const held = pick(q, approval.picks[index] ?? [], n, typed);
    if (typeof held === "string") return held;
    approval.picks[index] = held;
    for (const tool of this.toolsById.values()) if (tool.approval === approval) this.touch(tool);
    this.emit();
    return null;
  }
  /** The user allowed their own version of a proposal (reviewed in a diff). */
  markUserModified(toolUseId) {
    const tool = toolUseId ? this.toolsById.get(toolUseId) : void 0;
    if (!tool || tool.userModified) return;
    tool.userModified = true;
    this.touch(tool);
    this.emit();
  }
  /** The user answered, or the CLI withdrew the prompt (control_cancel_request). */
  resolveApproval(requestId) {
    const approval = this.approvals.get(requestId);
    if (!approval) return void 0;
    this.dropApproval(requestId);
    this.emit();
    return approval;
  }
  dropApproval(requestId) {
    const approval = this.approvals.get(requestId);
    this.approvals.delete(requestId);
    for (const tool of this.toolsById.values()) {
      if (tool.approval && tool.approval === approval) {
        tool.approval = null;
        this.touch(tool);
      }
    }
  }
};

// src/session/blocks.ts
function appendPiece(block2, piece) {
  block2.text += piece;
  (block2.pieces ??= []).push(piece);
}
function dropPieces(entry) {
  for (const block2 of entry.blocks) block2.pieces = void 0;
}
function endBlocks(entry) {
  let ended = false;
  for (const block2 of entry.blocks) if (block2.streaming) {
    block2.streaming = false;
    ended = true;
  }
  return ended;
}

// src/session/tasks.ts
var TASK_TOOLS = /* @__PURE__ */ new Set(["TaskCreate", "TaskUpdate", "TaskList", "TaskGet", "TodoWrite"]);
var str2 = (v) => typeof v === "string" ? v : "";
var STATUSES = /* @__PURE__ */ new Set(["pending", "in_progress", "completed"]);
var status = (v, fallback) => STATUSES.has(v) ? v : fallback;
function afterTaskCall(list, name, input, result) {
  const r = result && typeof result === "object" ? result : {};
  switch (name) {
    case "TaskCreate": {
      const task = r.task && typeof r.task === "object" ? r.task : {};
      const id = str2(task.id);
      if (!id) return null;
      const item = { id, subject: str2(task.subject) || str2(input.subject), status: "pending", activeForm: str2(input.activeForm) };
      return [...list.filter((t) => t.id !== id), item];
    }
    case "TaskUpdate": {
      const id = str2(input.taskId) || str2(r.taskId);
      if (!id || !list.some((t) => t.id === id)) return null;
      if (input.status === "deleted") return list.filter((t) => t.id !== id);
      return list.map((t) => t.id !== id ? t : {
        ...t,
        subject: str2(input.subject) || t.subject,
        status: status(input.status, t.status),
        activeForm: str2(input.activeForm) || t.activeForm
      });
    }
    case "TaskList": {
      if (!Array.isArray(r.tasks)) return null;
      return r.tasks.filter((t) => str2(t?.id)).map((t) => {
        const known = list.find((k) => k.id === str2(t.id));
        return { id: str2(t.id), subject: str2(t.subject) || known?.subject || "", status: status(t.status, known?.status ?? "pending"), activeForm: known?.activeForm ?? "" };
      });
    }
    case "TodoWrite": {
      const todos = Array.isArray(r.newTodos) ? r.newTodos : Array.isArray(input.todos) ? input.todos : null;
      if (!todos) return null;
      return todos.map((t, i) => ({ id: String(i + 1), subject: str2(t?.content), status: status(t?.status, "pending"), activeForm: str2(t?.activeForm) }));
    }
    default:
      return null;
  }
}
function doneCount(list) {
  return `${list.filter((t) => t.status === "completed").length}/${list.length} done`;
}

// src/session/system.ts
var num4 = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
var LEVEL_TONE = { info: "info", notice: "info", suggestion: "info", warning: "warning" };
var NOTICE_SUBTYPES = /* @__PURE__ */ new Set(["permission_denied", "api_retry", "compact_boundary", "status", "informational", "memory_recall", "model_refusal_fallback"]);
function systemNotice(m) {
  switch (m.subtype) {
    case "permission_denied":
      return { text: `${m.tool_name ?? "Tool"} denied: ${m.message || m.decision_reason || "permission denied"}`, tone: "error" };
    case "api_retry": {
      const status2 = m.error_status ? ` ${m.error_status}` : "";
      const secs = typeof m.retry_delay_ms === "number" ? ` in ${(m.retry_delay_ms / 1e3).toFixed(1)}s` : "";
      return { text: `API error${status2} (${m.error ?? "unknown"}), retrying${secs} (attempt ${m.attempt}/${m.max_retries})`, tone: "info" };
    }
    case "compact_boundary": {
      const meta = m.compact_metadata ?? {};
      const how = meta.trigger === "auto" ? " automatically" : "";
      const pre = num4(meta.pre_tokens);
      const post = num4(meta.post_tokens);
      const sizes = pre !== null ? `: ${formatTokens(pre)}${post !== null ? ` \u2192 ${formatTokens(post)}` : ""} tokens` : "";
      return { text: `Conversation compacted${how}${sizes}`, tone: "info" };
    }
    case "status":
      return m.compact_result === "failed" ? { text: `Could not compact the conversation: ${m.compact_error || "the CLI gave no reason"}`, tone: "error" } : null;
    case "informational":
      return typeof m.content === "string" && m.content.trim() ? { text: m.content.trim(), tone: LEVEL_TONE[m.level] ?? "info" } : null;
    case "memory_recall": {
      const memories = Array.isArray(m.memories) ? m.memories : [];
      if (!memories.length) return null;
      const names = memories.map((x) => typeof x?.path === "string" ? x.path.replace(/^.*\//, "") : "").filter(Boolean);
      const shown = names.length > 3 ? `${names.slice(0, 3).join(", ")}, \u2026` : names.join(", ");
      return { text: `Recalled ${memories.length} ${memories.length === 1 ? "memory" : "memories"}${shown ? `: ${shown}` : ""}`, tone: "info" };
    }
    case "model_refusal_fallback": {
      const to = typeof m.fallback_model === "string" ? m.fallback_model : "another model";
      const said = typeof m.content === "string" && m.content.trim() ? m.content.trim() : `${m.original_model ?? "The model"} declined; answered by ${to}.`;
      return { text: said, tone: "warning" };
    }
    default:
      return null;
  }
}
function resetNotice(m) {
  const why = { clear: " (/clear)", plan_mode_exit: " (the plan goes on in a fresh context)", fresh_session: " (fresh session)" };
  return { text: `New conversation${why[m.trigger] ?? ""}: Claude no longer sees what is above`, tone: "info" };
}
function notificationLevel(m) {
  if (m.color === "error") return "error";
  return m.color === "warning" || m.priority === "high" || m.priority === "immediate" ? "warn" : "info";
}

// src/session/retract.ts
function removeRetracted(entries, gone, touched) {
  let removed = false;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.uuids?.some((u) => gone.has(u))) {
      entries.splice(i, 1);
      removed = true;
    } else if (e.kind === "tool" && e.children.length && removeRetracted(e.children, gone, touched)) {
      touched(e);
      removed = true;
    }
  }
  return removed;
}
function remember(entry, uuid) {
  if (typeof uuid !== "string") return;
  if (!entry.uuids) entry.uuids = [uuid];
  else if (!entry.uuids.includes(uuid)) entry.uuids.push(uuid);
}

// src/session/session.ts
var SILENT_TYPES = /* @__PURE__ */ new Set(["rate_limit_event", "stream_request_start", "keep_alive", "prompt_suggestion", "tool_progress", "tool_use_summary"]);
var SILENT_SYSTEM = /* @__PURE__ */ new Set([
  "thinking_tokens",
  "commands_changed",
  "mcp_status",
  "hook_started",
  "hook_progress",
  "hook_response",
  "session_state_changed",
  "files_persisted",
  "background_tasks_changed"
]);
var Session = class extends ApprovalState {
  /** Message id (per sub-agent) → its one transcript entry; cleared on `result`. */
  assistantById = /* @__PURE__ */ new Map();
  /** Where deltas go: the entry of the latest `message_start`, per sub-agent. Never cleared mid-message. */
  liveAssistant = /* @__PURE__ */ new Map();
  /** Stream content-block index → index in the live entry's blocks, per sub-agent. */
  liveBlocks = /* @__PURE__ */ new Map();
  /** The CLI is gone: nothing is running and nothing can be approved any more. */
  endTurn() {
    this.busy = false;
    for (const approval of this.approvals.values()) this.dropApproval(approval.requestId);
    for (const tool of this.toolsById.values()) {
      if (tool.state === "running") this.giveUp(tool, "interrupted");
    }
    this.clearTurnMaps();
    this.emit();
  }
  // ---- what the CLI says ---------------------------------------------------------------------------
  consume(message) {
    const m = message;
    switch (m.type) {
      case "stream_event":
        this.onStreamEvent(m);
        break;
      case "assistant":
        this.onAssistant(m);
        break;
      case "user":
        this.onUser(m);
        break;
      case "result":
        this.onResult(m);
        break;
      case "system":
        this.onSystem(m);
        break;
      case "conversation_reset":
        this.clearTurnMaps();
        this.push({ kind: "notice", ...resetNotice(m) });
        break;
      case "tombstone":
        if (typeof m.message?.uuid === "string") this.retract([m.message.uuid]);
        break;
      default:
        if (!SILENT_TYPES.has(m.type)) this.ignore(String(m.type));
        return;
    }
    this.emit();
  }
  onStreamEvent(m) {
    const event = m.event ?? {};
    const agent = m.parent_tool_use_id ?? "";
    switch (event.type) {
      case "message_start": {
        const id = event.message?.id;
        if (typeof id !== "string") return;
        const entry = this.assistantFor(agent, id);
        remember(entry, m.uuid);
        const previous = this.liveAssistant.get(agent);
        if (previous && previous !== entry) this.finish(previous);
        this.liveAssistant.set(agent, entry);
        this.liveBlocks.set(agent, /* @__PURE__ */ new Map());
        return;
      }
      case "content_block_start": {
        const entry = this.liveAssistant.get(agent);
        const type = event.content_block?.type;
        if (!entry || type !== "text" && type !== "thinking") return;
        entry.streamed = true;
        endBlocks(entry);
        entry.blocks.push({ type, text: "", streaming: true });
        this.liveBlocks.get(agent)?.set(event.index, entry.blocks.length - 1);
        this.touch(entry);
        return;
      }
      case "content_block_delta": {
        const entry = this.liveAssistant.get(agent);
        const delta = event.delta ?? {};
        const piece = delta.type === "text_delta" ? delta.text : delta.type === "thinking_delta" ? delta.thinking : void 0;
        if (!entry || typeof piece !== "string" || piece === "") return;
        const type = delta.type === "text_delta" ? "text" : "thinking";
        let at = this.liveBlocks.get(agent)?.get(event.index);
        if (at === void 0 || entry.blocks[at]?.type !== type) {
          endBlocks(entry);
          entry.blocks.push({ type, text: "", streaming: true });
          at = entry.blocks.length - 1;
          this.liveBlocks.get(agent)?.set(event.index, at);
        }
        entry.streamed = true;
        const block2 = entry.blocks[at];
        appendPiece(block2, piece);
        this.touch(entry);
        return;
      }
      case "content_block_stop": {
        const entry = this.liveAssistant.get(agent);
        const at = this.liveBlocks.get(agent)?.get(event.index);
        const block2 = at === void 0 ? void 0 : entry?.blocks[at];
        if (entry && block2?.streaming) {
          block2.streaming = false;
          this.touch(entry);
        }
        return;
      }
      default:
        return;
    }
  }
  onAssistant(m) {
    const message = m.message ?? {};
    const content = Array.isArray(message.content) ? message.content : [];
    if (m.error || message.model === "<synthetic>") {
      const text2 = content.map((b) => b?.type === "text" ? b.text : "").join("").trim();
      const auth = m.error === "authentication_failed" || m.error && isAuthFailure(text2);
      if (text2) this.push({ kind: "notice", text: auth ? authNotice(text2) : text2, tone: m.error ? "error" : "info" });
      return;
    }
    const agent = m.parent_tool_use_id ?? "";
    const id = typeof message.id === "string" ? message.id : `anon:${m.uuid ?? this.nextKey}`;
    let entry = this.assistantById.get(`${agent}\0${id}`) ?? null;
    for (const block2 of content) {
      if (!block2 || typeof block2 !== "object") continue;
      if (block2.type === "tool_use") {
        if (typeof block2.id === "string" && !this.toolsById.has(block2.id)) remember(this.registerTool(block2.id, String(block2.name), block2.input ?? {}, this.parentFor(agent)), m.uuid);
        continue;
      }
      if (block2.type !== "text" && block2.type !== "thinking") continue;
      entry = entry ?? this.assistantFor(agent, id);
      remember(entry, m.uuid);
      if (entry.streamed) continue;
      const text2 = block2.type === "text" ? block2.text : block2.thinking;
      if (typeof text2 !== "string" || text2 === "") continue;
      entry.blocks.push({ type: block2.type, text: text2 });
      this.touch(entry);
    }
  }
  onUser(m) {
    const content = m.message?.content;
    if (!Array.isArray(content)) return;
    for (const block2 of content) {
      if (block2?.type !== "tool_result") continue;
      const tool = this.toolsById.get(block2.tool_use_id);
      if (!tool) continue;
      const failed = block2.is_error === true;
      tool.state = failed ? "error" : "done";
      tool.result = resultText(block2.content);
      tool.approval = null;
      if (m.tool_use_result?.userModified === true) tool.userModified = true;
      this.touch(tool);
      if (!failed && TASK_TOOLS.has(tool.name)) {
        const list = afterTaskCall(this.tasks, tool.name, tool.input, m.tool_use_result);
        if (list) this.setTasks(list);
      }
      if (!failed && EDITING_TOOLS.has(tool.name)) {
        tool.applied = appliedDiff(m.tool_use_result, tool.input);
        this.recordChange(tool, m.tool_use_result);
      }
    }
  }
  onResult(m) {
    this.busy = false;
    const interrupted = this.interrupting;
    this.interrupting = false;
    if (typeof m.total_cost_usd === "number") this.costUsd = m.total_cost_usd;
    const u = m.usage;
    if (u && typeof u === "object") {
      const n = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
      this.usage = {
        inputTokens: this.usage.inputTokens + n(u.input_tokens) + n(u.cache_read_input_tokens) + n(u.cache_creation_input_tokens),
        outputTokens: this.usage.outputTokens + n(u.output_tokens)
      };
    }
    if (m.subtype === "error_during_execution" && interrupted) {
      this.push({ kind: "notice", text: "Interrupted", tone: "info" });
    } else if (m.subtype !== "success") {
      const why = Array.isArray(m.errors) && m.errors.length ? `: ${m.errors.join("; ")}` : "";
      const label = m.subtype === "error_during_execution" ? "Turn stopped" : m.subtype === "error_max_turns" ? "Stopped: too many turns" : m.subtype === "error_max_budget_usd" ? "Stopped: budget reached" : `Turn ended with ${m.subtype}`;
      this.push({ kind: "notice", text: label + why, tone: m.subtype === "error_during_execution" ? "info" : "error" });
    } else if (m.is_error && typeof m.result === "string") {
      const auth = m.api_error_status === 401 || isAuthFailure(m.result);
      const text2 = auth ? authNotice(m.result) : m.result;
      if (!this.lastNoticeIs(text2)) this.push({ kind: "notice", text: text2, tone: "error" });
    }
    for (const tool of this.toolsById.values()) {
      if (tool.state === "running" && !tool.approval && !this.inRunningAgent(tool)) this.giveUp(tool, "no result");
    }
    this.clearTurnMaps();
  }
  onSystem(m) {
    switch (m.subtype) {
      case "init":
        this.info.sessionId = m.session_id ?? this.info.sessionId;
        this.info.model = m.model ?? this.info.model;
        if (typeof m.permissionMode === "string") this.setPermissionMode(m.permissionMode);
        if (Array.isArray(m.slash_commands)) this.info.slashCommands = m.slash_commands.map(String);
        if (typeof m.cwd === "string") this.info.cwd = m.cwd;
        if (typeof m.claude_code_version === "string") this.info.cliVersion = m.claude_code_version;
        if (Array.isArray(m.capabilities)) this.info.capabilities = m.capabilities.map(String);
        return;
      case "status":
        if (typeof m.permissionMode === "string") this.setPermissionMode(m.permissionMode);
        this.compacting = m.status === "compacting";
        break;
      case "task_started":
      case "task_progress":
      case "task_updated":
      case "task_notification":
        this.onTask(m);
        return;
      case "notification":
        if (typeof m.text === "string" && m.text.trim()) this.notifications.push({ text: m.text.trim(), level: notificationLevel(m) });
        return;
      case "model_refusal_fallback":
        if (Array.isArray(m.retracted_message_uuids)) this.retract(m.retracted_message_uuids);
        break;
    }
    const notice = systemNotice(m);
    if (notice) this.push({ kind: "notice", ...notice });
    else if (!SILENT_SYSTEM.has(m.subtype) && !NOTICE_SUBTYPES.has(m.subtype)) this.ignore(`system:${m.subtype}`);
  }
  /** The CLI took back messages it had sent (a refused answer replaced by another model's): they go. */
  retract(uuids) {
    const gone = new Set(uuids.filter((u) => typeof u === "string"));
    if (gone.size) removeRetracted(this.entries, gone, (e) => this.touch(e));
  }
  // ---- helpers -------------------------------------------------------------------------------------
  assistantFor(agent, id) {
    const mapKey = `${agent}\0${id}`;
    let entry = this.assistantById.get(mapKey);
    if (!entry) {
      entry = this.push({ kind: "assistant", messageId: id, blocks: [], streamed: false }, this.parentFor(agent));
      this.assistantById.set(mapKey, entry);
    }
    return entry;
  }
  clearTurnMaps() {
    this.endChecklist();
    for (const entry of this.liveAssistant.values()) this.finish(entry);
    this.assistantById.clear();
    this.liveAssistant.clear();
    this.liveBlocks.clear();
    for (const [id, tool] of this.toolsById) {
      if ((tool.state !== "running" || !tool.approval) && !this.inRunningAgent(tool)) this.toolsById.delete(id);
    }
  }
  /** The message stopped growing: no block of it streams any more. */
  finish(entry) {
    dropPieces(entry);
    if (endBlocks(entry)) this.touch(entry);
  }
  lastNoticeIs(text2) {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i];
      if (e.kind === "notice") return e.text === text2.trim();
      if (e.kind === "user") return false;
    }
    return false;
  }
  ignore(type) {
    this.ignored.set(type, (this.ignored.get(type) ?? 0) + 1);
  }
};

// src/host/chat.ts
var import_node_fs3 = __toESM(require("node:fs"));

// src/session/grants.ts
var SETTINGS_FILE = {
  localSettings: ".claude/settings.local.json",
  projectSettings: ".claude/settings.json",
  userSettings: "~/.claude/settings.json"
};
function ruleWords(rule) {
  if (!rule.ruleContent) return `every ${rule.toolName} use`;
  return rule.toolName === "Bash" ? `\`${rule.ruleContent}\`` : `${rule.toolName}(${rule.ruleContent})`;
}
function modeWords(mode) {
  switch (mode) {
    case "acceptEdits":
      return "accept every edit";
    case "bypassPermissions":
      return "allow every tool without asking";
    case "plan":
      return "switch to plan mode";
    default:
      return `switch to ${mode} mode`;
  }
}
function updateWords(u, cwd) {
  switch (u.type) {
    case "addRules":
      return `${u.behavior === "allow" ? "allow" : u.behavior} ${u.rules.map(ruleWords).join(", ")}`;
    case "setMode":
      return modeWords(u.mode);
    case "addDirectories":
      return `allow access to ${u.directories.map((d) => displayPath(d, cwd) || d).join(", ")}`;
    default:
      return `${u.type} (${u.destination})`;
  }
}
function grantsFor(suggestions, cwd) {
  const rules = suggestions.filter((s) => s.type === "addRules" && s.behavior === "allow");
  let session = null;
  if (rules.length) {
    const updates = rules.map((r) => ({ ...r, destination: "session" }));
    session = { updates, words: `${updates.map((u) => updateWords(u, cwd)).join("; ")} this session` };
  } else {
    const scoped = suggestions.filter((s) => s.destination === "session" || s.destination === "cliArg");
    if (scoped.length) session = { updates: [...scoped], words: `${scoped.map((u) => updateWords(u, cwd)).join("; ")} this session` };
  }
  const saved = rules.find((r) => SETTINGS_FILE[r.destination]);
  const always = saved ? { updates: [saved], words: `always ${updateWords(saved, cwd)} (saved to ${SETTINGS_FILE[saved.destination]})` } : null;
  return { session, always };
}

// src/session/review.ts
var str3 = (v) => typeof v === "string" ? v : "";
function replaced(text2, old, next, all) {
  if (old === "") return text2 === "" ? next : null;
  const at = text2.indexOf(old);
  if (at < 0) return null;
  if (all) return text2.split(old).join(next);
  return text2.slice(0, at) + next + text2.slice(at + old.length);
}
function cellSource(notebook, cellId) {
  try {
    const cells = JSON.parse(notebook).cells ?? [];
    const cell = cells.find((c) => c.id === cellId) ?? (/^\d+$/.test(cellId) ? cells[Number(cellId)] : void 0);
    if (!cell) return null;
    return Array.isArray(cell.source) ? cell.source.join("") : str3(cell.source);
  } catch {
    return null;
  }
}
function proposalFor(tool, input, file) {
  const path3 = toolFilePath(input);
  if (!path3) return { ok: false, why: `${tool} names no file` };
  const current = file ?? "";
  const gone = { ok: false, why: "the file changed since Claude read it" };
  switch (tool) {
    case "Write":
      return { ok: true, path: path3, current, proposed: str3(input.content) };
    case "Edit": {
      const proposed = replaced(current, str3(input.old_string), str3(input.new_string), input.replace_all === true);
      return proposed === null ? gone : { ok: true, path: path3, current, proposed };
    }
    case "MultiEdit": {
      let text2 = current;
      for (const e of Array.isArray(input.edits) ? input.edits : []) {
        text2 = text2 === null ? null : replaced(text2, str3(e.old_string), str3(e.new_string), e.replace_all === true);
      }
      return text2 === null ? gone : { ok: true, path: path3, current, proposed: text2 };
    }
    case "NotebookEdit": {
      if (input.edit_mode === "delete") return { ok: false, why: "deleting a cell has nothing to review" };
      const cellId = str3(input.cell_id);
      const source = input.edit_mode === "insert" ? "" : cellSource(current, cellId);
      if (source === null) return { ok: false, why: `cell ${cellId || "?"} not found in ${path3}` };
      return { ok: true, path: path3, current: source, proposed: str3(input.new_source) };
    }
    default:
      return { ok: false, why: `${tool} does not edit a file` };
  }
}
function pieces(text2) {
  return text2.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
function occurrences(text2, part) {
  let n = 0;
  for (let at = text2.indexOf(part); at >= 0 && n < 2; at = text2.indexOf(part, at + 1)) n++;
  return n;
}
function editBetween(current, wanted) {
  if (current === wanted) return null;
  const a = pieces(current);
  const b = pieces(wanted);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  let lo = head;
  let hiA = a.length - tail;
  let hiB = b.length - tail;
  for (; ; ) {
    const old = a.slice(lo, hiA).join("");
    if (old !== "" && occurrences(current, old) === 1) return { old_string: old, new_string: b.slice(lo, hiB).join("") };
    if (lo === 0 && hiA === a.length) return { old_string: current, new_string: wanted };
    if (lo > 0) lo--;
    if (hiA < a.length) {
      hiA++;
      hiB++;
    }
  }
}
function inputForUserVersion(tool, input, file, wanted) {
  const current = file ?? "";
  switch (tool) {
    case "Write":
      return file !== null && file === wanted ? { kind: "unchanged" } : { kind: "input", input: { ...input, content: wanted } };
    case "Edit":
    case "MultiEdit": {
      const edit = editBetween(current, wanted);
      if (!edit) return { kind: "unchanged" };
      const path3 = str3(input.file_path);
      return tool === "Edit" ? { kind: "input", input: { file_path: path3, ...edit, replace_all: false } } : { kind: "input", input: { file_path: path3, edits: [{ ...edit, replace_all: false }] } };
    }
    case "NotebookEdit":
      return { kind: "input", input: { ...input, new_source: wanted } };
    default:
      return { kind: "error", why: `${tool} cannot be reviewed` };
  }
}

// src/host/answers.ts
var import_node_fs = __toESM(require("node:fs"));
var GRANTS = ["once", "session", "always"];
var GONE = "this tool use is no longer waiting for an answer";
var DENIED = {
  [ASK_TOOL]: "The user declined to answer.",
  [PLAN_TOOL]: "The user wants to keep planning."
};
var ACCEPT_EDITS = { type: "setMode", mode: "acceptEdits", destination: "session" };
var Answers = class {
  constructor(session, cli) {
    this.session = session;
    this.cli = cli;
  }
  session;
  cli;
  allow(grant, requestId) {
    const approval = this.find(requestId);
    if (!approval) return GONE;
    if (approval.toolName === ASK_TOOL) return grant === "once" ? this.submit(approval) : "a question is answered, not allowed for the session";
    if (approval.toolName === PLAN_TOOL) return this.approvePlan(approval, grant);
    const grants = grantsFor(approval.suggestions, this.cli.cwd);
    const chosen = grant === "session" ? grants.session : grant === "always" ? grants.always : null;
    if (grant !== "once" && !chosen) return `${approval.toolName} offers no "${grant === "session" ? "for this session" : "always"}" choice`;
    if (!this.cli.answer(approval, { behavior: "allow", updatedPermissions: chosen?.updates })) return GONE;
    if (chosen) this.session().addNotice(allowedNotice(grant, chosen.words));
    return null;
  }
  deny(message, requestId) {
    const approval = this.find(requestId);
    if (!approval) return GONE;
    return this.cli.answer(approval, { behavior: "deny", message: message || DENIED[approval.toolName] || "The user denied this tool use." }) ? null : GONE;
  }
  /** The user picked option `n` of question `question` (1-based; the number after the options is "Other",
   *  with `typed`). The pick answers a lone single-choice question at once; with several questions, or
   *  one where several may be picked, the answers wait for the allow key (the hint says which). */
  choose(requestId, question, n, typed, send = true) {
    const approval = this.find(requestId);
    if (!approval || approval.toolName !== ASK_TOOL) return approval ? `${approval.toolName} asks no question` : GONE;
    const why = this.session().pickAnswer(approval.requestId, question - 1, n, typed);
    if (why) return why;
    const questions = questionsOf(approval.input);
    return send && questions.length === 1 && !questions[0].multiSelect ? this.submit(approval) : null;
  }
  /** A pending AskUserQuestion's questions for :ClaudeAnswer: option labels (with their description) and
   *  the numbers picked so far. */
  questions(requestId) {
    const approval = this.find(requestId);
    if (!approval || approval.toolName !== ASK_TOOL) return [];
    return questionsOf(approval.input).map((q, i) => ({
      question: q.question,
      header: q.header,
      multi: q.multiSelect,
      options: q.options.map((o) => o.description ? `${o.label} \xB7 ${o.description}` : o.label),
      picked: q.options.flatMap((o, n) => (approval.picks[i] ?? []).includes(o.label) ? [n + 1] : [])
    }));
  }
  /** Sends the answers picked so far, if every question has one. */
  submit(approval) {
    const done = answersFor(questionsOf(approval.input), approval.picks);
    if ("missing" in done) return `question ${done.missing.join(" and ")} has no answer yet`;
    return this.cli.answer(approval, { behavior: "allow", updatedInput: { ...approval.input, answers: done.answers } }) ? null : GONE;
  }
  /** A plan approved: Claude goes on in the default mode (it asks before edits), or with `session`, in
   *  acceptEdits for this session, exactly as the approval's hint says. */
  approvePlan(approval, grant) {
    if (grant === "always") return "a plan is approved once, or with edits accepted for this session";
    const updatedPermissions = grant === "session" ? [ACCEPT_EDITS] : void 0;
    if (!this.cli.answer(approval, { behavior: "allow", updatedPermissions })) return GONE;
    if (grant === "session") this.session().addNotice(allowedNotice("session", PLAN_SESSION_WORDS));
    return null;
  }
  /** What a review of the pending edit shows: the file (or cell) now and as the call would leave it. */
  review(requestId) {
    const approval = this.find(requestId);
    if (!approval) return { ok: false, why: "no tool use is waiting for approval" };
    const proposal = proposalFor(approval.toolName, approval.input, readText(toolFilePath(approval.input)));
    return { ...proposal, requestId: approval.requestId, tool: approval.toolName };
  }
  /** Allows a reviewed edit with the user's version of its result (`text`): the tool input is rewritten so
   *  that the file ends up exactly so. A version that changes nothing denies the call instead. */
  allowVersion(requestId, text2) {
    const approval = this.find(requestId);
    if (!approval) return { error: GONE };
    const file = readText(toolFilePath(approval.input));
    const proposal = proposalFor(approval.toolName, approval.input, file);
    const version = proposal.ok && proposal.proposed === text2 ? null : inputForUserVersion(approval.toolName, approval.input, file, text2);
    if (version?.kind === "error") return { error: version.why };
    const answered = !version ? this.cli.answer(approval, { behavior: "allow" }) : version.kind === "unchanged" ? this.cli.answer(approval, { behavior: "deny", message: "The user reviewed the proposed change and kept the file as it is." }) : this.cli.answer(approval, { behavior: "allow", updatedInput: version.input });
    if (!answered) return { error: GONE };
    if (version?.kind === "input") this.session().markUserModified(approval.toolUseId);
    return { outcome: !version ? "allowed" : version.kind === "unchanged" ? "unchanged" : "modified" };
  }
  find(requestId) {
    const pending = this.session().pendingApprovals;
    return requestId ? pending.find((a) => a.requestId === requestId) : pending[0];
  }
};
function allowedNotice(grant, words) {
  if (grant === "always") return `Allowed always: ${words.replace(/^always (allow )?/, "")}`;
  return `Allowed: ${words.replace(/^allow /, "")}`;
}
function readText(file) {
  if (!file) return null;
  try {
    return import_node_fs.default.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

// src/cli/process.ts
var import_node_child_process = require("node:child_process");
var import_node_fs2 = __toESM(require("node:fs"));

// src/cli/lineDecoder.ts
var import_node_string_decoder = require("node:string_decoder");
var LineDecoder = class {
  decoder = new import_node_string_decoder.StringDecoder("utf8");
  pending = [];
  /** Feeds a chunk; returns the complete lines it finished (without their newlines). */
  push(chunk) {
    const text2 = typeof chunk === "string" ? chunk : this.decoder.write(chunk);
    const lines = [];
    let from = 0;
    for (let nl = text2.indexOf("\n"); nl !== -1; nl = text2.indexOf("\n", from)) {
      this.pending.push(text2.slice(from, nl));
      lines.push(stripCr(this.pending.join("")));
      this.pending = [];
      from = nl + 1;
    }
    if (from < text2.length) this.pending.push(text2.slice(from));
    return lines;
  }
  /** Ends the stream; returns the unterminated last line, if any. */
  end() {
    const rest = this.decoder.end();
    if (rest) this.pending.push(rest);
    const last = this.pending.join("");
    this.pending = [];
    return last === "" ? [] : [stripCr(last)];
  }
  /** Characters buffered while waiting for a newline. */
  get bufferedLength() {
    return this.pending.reduce((n, piece) => n + piece.length, 0);
  }
};
function stripCr(line) {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}

// src/cli/wire.ts
var MODES = ["default", "acceptEdits", "bypassPermissions", "plan", "dontAsk", "auto"];
var BEHAVIORS = ["allow", "deny", "ask"];
var DESTINATIONS = ["userSettings", "projectSettings", "localSettings", "session", "cliArg"];
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isStringArray = (value) => Array.isArray(value) && value.every((v) => typeof v === "string");
var isRule = (value) => isRecord(value) && typeof value.toolName === "string" && (value.ruleContent === void 0 || typeof value.ruleContent === "string");
function isPermissionUpdate(value) {
  if (!isRecord(value) || typeof value.destination !== "string" || !DESTINATIONS.includes(value.destination)) return false;
  switch (value.type) {
    case "addRules":
    case "replaceRules":
    case "removeRules":
      return typeof value.behavior === "string" && BEHAVIORS.includes(value.behavior) && Array.isArray(value.rules) && value.rules.every(isRule);
    case "setMode":
      return typeof value.mode === "string" && MODES.includes(value.mode);
    case "addDirectories":
    case "removeDirectories":
      return isStringArray(value.directories);
    default:
      return false;
  }
}

// src/cli/protocol.ts
function whatIs(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return type === "object" ? "an object" : `a ${type}`;
}
var hasStringType = (value) => typeof value.type === "string";
var optionalString = (value) => typeof value === "string" ? value : void 0;
function parseLine(line) {
  if (line.trim() === "") return null;
  let value;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { kind: "invalid", line, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!isRecord(value)) return { kind: "invalid", line, reason: `${whatIs(value)}, not a JSON object` };
  if (!hasStringType(value)) {
    return { kind: "invalid", line, reason: value.type === void 0 ? 'a JSON object without a "type"' : `its "type" is ${whatIs(value.type)}, not a string` };
  }
  switch (value.type) {
    case "control_request":
      return controlRequest(value);
    case "control_response":
      return controlResponse(value.response);
    case "control_cancel_request":
      return typeof value.request_id === "string" ? { kind: "control_cancel", requestId: value.request_id } : { kind: "ignored", reason: "a control_cancel_request without a request_id" };
    case "keep_alive":
      return { kind: "keep_alive" };
    default:
      return { kind: "message", message: value };
  }
}
function controlRequest(envelope) {
  const requestId = envelope.request_id;
  if (typeof requestId !== "string") return { kind: "ignored", reason: "a control_request without a request_id" };
  const request = envelope.request;
  if (!isRecord(request) || typeof request.subtype !== "string") {
    return { kind: "control_request", requestId, refusal: 'claude-chat.nvim could not read this control request: it has no "subtype"' };
  }
  if (request.subtype !== "can_use_tool") {
    return { kind: "control_request", requestId, refusal: `claude-chat.nvim does not handle ${request.subtype}` };
  }
  const unreadable = (why) => ({ kind: "control_request", requestId, refusal: `claude-chat.nvim could not read this can_use_tool request: ${why}` });
  const { tool_name: toolName, input, permission_suggestions: suggestions } = request;
  if (typeof toolName !== "string") return unreadable(`"tool_name" is ${whatIs(toolName)}, not a string`);
  if (!isRecord(input)) return unreadable(`"input" is ${whatIs(input)}, not an object`);
  return {
    kind: "permission",
    prompt: {
      requestId,
      toolName,
      input,
      toolUseId: optionalString(request.tool_use_id),
      // Only well-formed suggestions: each may be offered to the user and sent back as it is.
      suggestions: Array.isArray(suggestions) ? suggestions.filter(isPermissionUpdate) : [],
      description: optionalString(request.description),
      decisionReason: optionalString(request.decision_reason)
    }
  };
}
function controlResponse(response) {
  if (!isRecord(response) || typeof response.request_id !== "string") return { kind: "ignored", reason: "a control_response without a request_id" };
  return { kind: "control_response", requestId: response.request_id, ok: response.subtype === "success", response: response.response, error: optionalString(response.error) };
}
var encode = (value) => JSON.stringify(value) + "\n";
function userMessageLine(content, sessionId = "") {
  return encode({ type: "user", message: { role: "user", content }, parent_tool_use_id: null, session_id: sessionId });
}
function controlRequestLine(requestId, request) {
  return encode({ type: "control_request", request_id: requestId, request });
}
function controlSuccessLine(requestId, response) {
  return encode({ type: "control_response", response: { subtype: "success", request_id: requestId, response } });
}
function controlErrorLine(requestId, error) {
  return encode({ type: "control_response", response: { subtype: "error", request_id: requestId, error } });
}
function permissionAnswer(prompt, decision) {
  if (decision.behavior === "deny") {
    return { behavior: "deny", message: decision.message ?? "The user denied this tool use.", ...decision.interrupt ? { interrupt: true } : {} };
  }
  return {
    behavior: "allow",
    updatedInput: decision.updatedInput ?? prompt.input,
    ...decision.updatedPermissions?.length ? { updatedPermissions: decision.updatedPermissions } : {}
  };
}

// src/cli/process.ts
var STREAM_ARGS = [
  "-p",
  "--input-format",
  "stream-json",
  "--output-format",
  "stream-json",
  "--verbose",
  "--include-partial-messages",
  "--permission-prompt-tool",
  "stdio"
];
var STDERR_TAIL = 4096;
var KILL_GRACE_MS = 1500;
function buildArgs(opts) {
  const args = [...STREAM_ARGS];
  if (opts.resume) args.push("--resume", opts.resume);
  if (opts.model) args.push("--model", opts.model);
  if (opts.permissionMode) args.push("--permission-mode", opts.permissionMode);
  return args.concat(opts.args ?? []);
}
var ClaudeProcess = class {
  constructor(opts, on) {
    this.opts = opts;
    this.on = on;
  }
  opts;
  on;
  child = null;
  decoder = new LineDecoder();
  waiting = /* @__PURE__ */ new Map();
  nextRequest = 0;
  stderrTail = "";
  cutOff;
  exited = false;
  get pid() {
    return this.child?.pid;
  }
  get running() {
    return this.child !== null && !this.exited;
  }
  /** Spawns the CLI and sends `initialize`; resolves with the CLI's answer (commands, models, ...). */
  start() {
    let child;
    try {
      child = (0, import_node_child_process.spawn)(this.opts.command, buildArgs(this.opts), {
        cwd: this.opts.cwd,
        env: { ...process.env, ...this.opts.env },
        stdio: ["pipe", "pipe", "pipe"],
        // Its own process group: when Neovim exits it signals the host's group, and a CLI killed along
        // with the host would leave the processes of a running tool behind. The host stops it instead
        // (interrupt first, which ends the tools), and signals go to the CLI's whole group.
        detached: process.platform !== "win32",
        windowsHide: true
      });
    } catch (err) {
      this.finish({ code: null, signal: null, spawnError: err.message, stderrTail: "" });
      return Promise.reject(err);
    }
    this.child = child;
    child.stdout.on("data", (chunk) => this.onStdout(chunk));
    child.stdout.on("end", () => {
      for (const line of this.decoder.end()) {
        if (parseLine(line)?.kind === "invalid") this.cutOff = line;
        else this.onLine(line);
      }
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text2) => {
      this.stderrTail = (this.stderrTail + text2).slice(-STDERR_TAIL);
      this.on.stderr(text2);
    });
    child.stdin.on("error", () => {
    });
    child.on("error", (err) => {
      if (this.exited) return;
      const why = err.code === "ENOENT" && !isDirectory(this.opts.cwd) ? `working directory does not exist: ${this.opts.cwd}` : err.code === "ENOENT" ? `command not found: ${this.opts.command}` : err.code === "EACCES" ? `not executable: ${this.opts.command}` : err.message;
      this.finish({ code: null, signal: null, spawnError: why, stderrTail: this.stderrTail });
    });
    child.on("close", (code, signal) => this.finish({ code, signal, stderrTail: this.stderrTail, ...this.cutOff !== void 0 ? { cutOff: this.cutOff } : {} }));
    return this.request({ subtype: "initialize" });
  }
  sendUser(text2) {
    this.write(userMessageLine(text2));
  }
  /** Sends a control request and resolves with its response (rejects on an error response or exit). */
  request(request) {
    const id = `nvim-${++this.nextRequest}`;
    return new Promise((resolve, reject) => {
      if (!this.running) {
        reject(new Error("the claude process is not running"));
        return;
      }
      this.waiting.set(id, { resolve, reject });
      this.write(controlRequestLine(id, request));
    });
  }
  interrupt() {
    return this.request({ subtype: "interrupt" });
  }
  setPermissionMode(mode) {
    return this.request({ subtype: "set_permission_mode", mode });
  }
  setModel(model) {
    return this.request({ subtype: "set_model", model });
  }
  /** How full the context window is: `{ totalTokens, maxTokens, percentage, autoCompactThreshold?, ... }`. */
  contextUsage() {
    return this.request({ subtype: "get_context_usage", detail: "summary" });
  }
  answerPermission(prompt, decision) {
    this.write(controlSuccessLine(prompt.requestId, permissionAnswer(prompt, decision)));
  }
  /** Closes stdin (the CLI ends the session), then escalates to SIGTERM and SIGKILL if it lingers. */
  stop(graceMs = KILL_GRACE_MS) {
    const child = this.child;
    if (!child || this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      child.once("close", () => resolve());
      child.stdin.end();
      const term = setTimeout(() => this.signal("SIGTERM"), graceMs);
      const kill = setTimeout(() => this.signal("SIGKILL"), graceMs * 2);
      child.once("close", () => {
        clearTimeout(term);
        clearTimeout(kill);
      });
    });
  }
  /** Synchronous last resort when the host itself is exiting. */
  killNow() {
    if (this.child && !this.exited) this.signal("SIGKILL");
  }
  /** Signals the CLI's process group (it leads one), or the CLI alone if that fails. */
  signal(sig) {
    const pid = this.child?.pid;
    if (!pid || this.exited) return;
    try {
      process.kill(-pid, sig);
    } catch {
      this.child?.kill(sig);
    }
  }
  write(line) {
    if (this.child && !this.exited && this.child.stdin.writable) this.child.stdin.write(line);
  }
  onStdout(chunk) {
    for (const line of this.decoder.push(chunk)) this.onLine(line);
  }
  onLine(line) {
    try {
      this.dispatch(line);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      if (this.on.handlerError) this.on.handlerError(line, error);
      else this.on.invalidLine(line, `could not be handled: ${error.message}`);
    }
  }
  dispatch(line) {
    const parsed = parseLine(line);
    if (!parsed) return;
    switch (parsed.kind) {
      case "message":
        this.on.message(parsed.message);
        break;
      case "permission":
        this.on.permission(parsed.prompt);
        break;
      case "control_cancel":
        this.on.permissionCancelled(parsed.requestId);
        break;
      case "control_response": {
        const waiter = this.waiting.get(parsed.requestId);
        if (!waiter) break;
        this.waiting.delete(parsed.requestId);
        if (parsed.ok) waiter.resolve(parsed.response);
        else waiter.reject(new Error(parsed.error ?? "control request failed"));
        break;
      }
      case "control_request":
        this.write(controlErrorLine(parsed.requestId, parsed.refusal));
        break;
      case "invalid":
        this.on.invalidLine(parsed.line, parsed.reason);
        break;
      case "ignored":
      case "keep_alive":
        break;
    }
  }
  finish(info) {
    if (this.exited) return;
    this.exited = true;
    for (const waiter of this.waiting.values()) waiter.reject(new Error("the claude process exited"));
    this.waiting.clear();
    this.on.exit(info);
  }
};
function isDirectory(dir) {
  try {
    return import_node_fs2.default.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

// src/session/prompt.ts
function fenceFor(text2) {
  let longest = 2;
  for (const run of text2.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return "`".repeat(longest + 1);
}
function promptWithContext(prompt, context) {
  if (!context) return prompt;
  const fence = fenceFor(context.text);
  const body = context.text.endsWith("\n") ? context.text : context.text + "\n";
  const block2 = `${context.path} (lines ${context.startLine}-${context.endLine}):
${fence}${context.filetype}
${body}${fence}`;
  return prompt.trim() === "" ? block2 : `${block2}

${prompt}`;
}

// src/host/context.ts
var told = false;
async function readContext(proc, session, log) {
  try {
    session.setContextShare(contextShare(await proc.contextUsage()));
  } catch (err) {
    if (told) return;
    told = true;
    log.write("warn", `context usage not available: ${err.message}`);
  }
}

// src/host/exitReport.ts
var STDERR_LINES_SHOWN = 8;
var STDERR_LINE_CHARS = 300;
function exitMessage(info, ctx) {
  const queued = ctx.queued === 1 ? "1 queued prompt" : `${ctx.queued} queued prompts`;
  if (info.spawnError) {
    const install = `Could not start claude (${info.spawnError}). Install it (npm i -g @anthropic-ai/claude-code) or set \`command\` in require('claude').setup{}.`;
    return ctx.queued ? `${install}
The ${queued} will be sent once it starts.` : install;
  }
  if (info.code === 0 && !info.signal && !ctx.wasBusy) return null;
  const how = info.signal ? `was killed by ${info.signal}` : `exited with code ${info.code}`;
  const tail = info.stderrTail.trim().split("\n").slice(-STDERR_LINES_SHOWN).map((l) => l.length > STDERR_LINE_CHARS ? l.slice(0, STDERR_LINE_CHARS) + "\u2026" : l).join("\n");
  const resumes = ctx.resumes ? " (the conversation resumes)" : "";
  const next = ctx.restarting ? `Starting it again for the ${queued}${resumes}.` : `Send a prompt to start it again${resumes}${ctx.queued ? `; the ${queued} will follow` : ""}.`;
  const login = isAuthFailure(tail) ? `
${loginAdvice(tail)}` : "";
  return `claude ${how}${ctx.wasBusy ? " during a turn" : ""}.${tail ? `
${tail}` : ""}${login}
${next}`;
}
function failureKey(info) {
  return `${info.spawnError}|${info.code}|${info.signal}|${info.stderrTail}`;
}

// src/host/lineReports.ts
var LineReports = class {
  constructor(log) {
    this.log = log;
  }
  log;
  invalid = 0;
  failed = 0;
  /** A new process: its first bad line is said again. */
  reset() {
    this.invalid = 0;
  }
  /** A line the session model threw on. */
  handlerError(session, line, err) {
    this.log.write("error", `could not handle a line from claude (${err.stack ?? err.message}): ${line.slice(0, 500)}`);
    if (++this.failed === 1) {
      session.addNotice(`claude-chat could not handle a message from claude (${err.message}); it was skipped, see the log`, "error");
    }
  }
  /** A line that is not one of claude's messages. */
  invalidLine(session, line, reason) {
    this.log.write("warn", `invalid line from claude (${reason}): ${line.slice(0, 500)}`);
    if (++this.invalid === 1) {
      const shown = line.length > 80 ? line.slice(0, 80) + "\u2026" : line;
      session.addNotice(`claude printed a line that is not one of its messages (${reason}); it was skipped: ${shown}`, "error");
    }
  }
};

// src/host/supervisor.ts
var INTERRUPT_WAIT_MS = 500;
var CliSupervisor = class {
  constructor(options, session, log, on) {
    this.options = options;
    this.session = session;
    this.log = log;
    this.on = on;
    this.lines = new LineReports(log);
  }
  options;
  session;
  log;
  on;
  proc = null;
  current = "stopped";
  queue = [];
  started = null;
  resumeId;
  /** The model the user switched to (:ClaudeModel) and the CLI took, which outlasts later options. */
  picked = null;
  /** The CLI died with prompts queued and was started again for them; not again until a turn completes. */
  restartedForQueue = false;
  /** The last start failure shown; the same one again (every prompt retries the start) is only logged. */
  lastFailure = null;
  /** Message types already logged as unknown: each is logged once, then only counted by the session. */
  loggedUnknown = /* @__PURE__ */ new Set();
  lines;
  get phase() {
    return this.current;
  }
  get pid() {
    return this.proc?.pid;
  }
  get queued() {
    return this.queue.length;
  }
  get cwd() {
    return this.options.cwd;
  }
  /** Later options from the editor (a later `open`); a model the user switched to and the CLI took stays. */
  configure(options) {
    this.options = this.picked ? { ...options, model: this.picked.model } : options;
  }
  /** Starts the CLI unless it runs; resolves once it answered `initialize` (or failed to start). */
  start() {
    if (this.current !== "stopped") return this.started ?? Promise.resolve();
    const session = this.session;
    const resume = this.resumeId;
    this.lines.reset();
    const proc = new ClaudeProcess({ ...this.options, resume }, {
      message: (m) => this.onMessage(session, m),
      handlerError: (line, err) => this.lines.handlerError(session, line, err),
      permission: (p) => this.on.permission(p, session),
      permissionCancelled: (id) => {
        this.on.cancelled(id);
        session.resolveApproval(id);
      },
      invalidLine: (line, reason) => this.lines.invalidLine(session, line, reason),
      stderr: (text2) => this.log.write("stderr", text2),
      exit: (info) => this.onExit(proc, session, info, resume)
    });
    this.proc = proc;
    this.setPhase("starting");
    this.started = proc.start().then(
      (init) => {
        if (this.proc !== proc) return;
        this.lastFailure = null;
        const commands = init?.commands;
        const names = Array.isArray(commands) ? commands.map((c) => c?.name).filter((n) => typeof n === "string") : [];
        if (names.length && !session.info.slashCommands.length) session.setSlashCommands(names);
        this.log.write("info", `claude started, pid ${proc.pid}`);
        this.setPhase("idle");
        this.sendNext();
      },
      (err) => {
        this.log.write("error", `initialize failed: ${err.message}`);
        if (this.proc !== proc || !proc.running) return;
        session.addNotice(`claude refused initialize (${err.message}); going on without its command list`, "error");
        this.setPhase("idle");
        this.sendNext();
      }
    );
    return this.started;
  }
  /** Sends a prompt, or queues it until the CLI can take it. Nothing typed is ever dropped. */
  send(text2, context) {
    if (text2.trim() === "" && !context) return;
    const behindTurn = this.current === "turn" || this.queue.length > 0;
    const entry = this.session.addUser(text2, context, behindTurn);
    this.queue.push({ entry, text: promptWithContext(text2, context) });
    if (this.current === "stopped") void this.start();
    else this.sendNext();
    this.on.changed();
  }
  /** Answers a permission prompt; false when no CLI is there to take the answer. */
  answer(prompt, decision) {
    if (!this.proc?.running) return false;
    this.session.resolveApproval(prompt.requestId);
    this.proc.answerPermission(prompt, decision);
    return true;
  }
  /** The CLI's get_context_usage answer; rejects when no CLI runs or it cannot say. */
  contextUsage() {
    return this.proc?.running ? this.proc.contextUsage() : Promise.reject(new Error("Claude is not running (:ClaudeChat starts it)"));
  }
  /** Interrupts the running turn; false when none runs. */
  async interrupt() {
    const proc = this.proc;
    if (!proc || this.current !== "turn") return false;
    for (const a of this.session.pendingApprovals) this.session.resolveApproval(a.requestId);
    this.session.markInterrupting();
    try {
      await proc.interrupt();
      return true;
    } catch (err) {
      this.session.addNotice(`Interrupt failed: ${err.message}`, "error");
      return false;
    }
  }
  /** Switches the model: the running CLI at once (once it can take it), else from its next start. The
   *  transcript says so either way. A model the running CLI refuses (the API does not know it) is not
   *  kept: the session goes on with its model, and the next session starts with it too. */
  async setModel(model) {
    const proc = await this.ready();
    try {
      if (proc) await proc.setModel(model || void 0);
    } catch (err) {
      this.session.addNotice(`Could not switch the model to ${model}: ${err.message}`, "error");
      return;
    }
    this.picked = { model: model || void 0 };
    this.options = { ...this.options, model: this.picked.model };
    this.session.setModel(model || null, true);
  }
  /** Switches the permission mode, like setModel. */
  async setMode(mode) {
    this.options = { ...this.options, permissionMode: mode };
    const proc = await this.ready();
    const before = this.session.info.permissionMode;
    try {
      if (proc) await proc.setPermissionMode(mode);
      const reported = before !== mode && this.session.info.permissionMode === mode;
      if (!reported) this.session.setPermissionMode(mode, true);
    } catch (err) {
      this.session.addNotice(`Could not switch the permission mode: ${err.message}`, "error");
    }
  }
  /** Ends this conversation and goes on with `session`, a fresh one or `resumeId` resumed. At once: what the
   *  user sends from now on belongs to `session`, while the old CLI stops in the background. */
  async restart(session, resumeId) {
    const old = this.proc;
    const oldSession = this.session;
    this.session = session;
    this.queue.length = 0;
    this.resumeId = resumeId;
    this.restartedForQueue = false;
    this.lastFailure = null;
    if (old) await this.stop(old, oldSession);
    await this.start();
  }
  async shutdown(graceMs) {
    if (this.proc) await this.stop(this.proc, this.session, graceMs);
  }
  /** Kills the CLI synchronously: the host is exiting and cannot wait. */
  killNow() {
    if (!this.proc) return;
    this.setPhase("stopping");
    this.proc.killNow();
  }
  // ---- internals -----------------------------------------------------------------------------------
  setPhase(phase) {
    if (phase === this.current) return;
    this.current = phase;
    this.on.changed();
  }
  /** The CLI once it can take a control request, or null if it is not running (then options apply at the next start). */
  async ready() {
    if (this.current === "starting") await this.started;
    return this.current === "idle" || this.current === "turn" ? this.proc : null;
  }
  sendNext() {
    if (this.current !== "idle" || !this.proc) return;
    const next = this.queue.shift();
    if (!next) return;
    this.session.markSent(next.entry);
    this.proc.sendUser(next.text);
    this.setPhase("turn");
  }
  /** Stops the CLI; a running turn is interrupted first, so the CLI itself ends the tools it runs
   *  (a Bash command would otherwise outlive it). */
  async stop(proc, session, graceMs) {
    this.setPhase("stopping");
    if (session.busy && proc.running) {
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, INTERRUPT_WAIT_MS);
      });
      await Promise.race([proc.interrupt().catch(() => {
      }), timeout]);
      clearTimeout(timer);
    }
    await proc.stop(graceMs);
  }
  onMessage(session, m) {
    const any = m;
    const key = any.type === "system" ? `system:${String(any.subtype)}` : String(any.type);
    session.consume(m);
    if (!this.loggedUnknown.has(key) && session.ignored.has(key)) {
      this.loggedUnknown.add(key);
      this.log.write("warn", `ignored a message of unknown type ${key} (further ones are only counted): ${JSON.stringify(m).slice(0, 500)}`);
    }
    if (m.type === "result" && session === this.session) {
      this.restartedForQueue = false;
      if (this.current === "turn") this.setPhase("idle");
      this.sendNext();
      if (this.proc) void readContext(this.proc, session, this.log);
    }
  }
  onExit(proc, session, info, resumed) {
    if (this.proc !== proc) return;
    const was = this.current;
    const wasBusy = session.busy;
    this.proc = null;
    this.started = null;
    this.log.write("info", `claude exited: code ${info.code} signal ${info.signal} ${info.spawnError ?? ""}`);
    if (info.cutOff !== void 0) this.log.write("warn", `claude's last line was cut off by its exit: ${info.cutOff.slice(0, 500)}`);
    session.endTurn();
    if (session !== this.session) {
      this.setPhase("stopped");
      return;
    }
    const unresumable = !!resumed && !session.info.sessionId && (info.code !== 0 || !!info.signal);
    if (session.info.sessionId) this.resumeId = session.info.sessionId;
    else if (unresumable) this.resumeId = void 0;
    for (const q of this.queue) session.markQueued(q.entry);
    this.setPhase("stopped");
    if (was === "stopping") return;
    const wasReady = was === "idle" || was === "turn";
    const restarting = wasReady && this.queue.length > 0 && !this.restartedForQueue;
    const exit = exitMessage(info, { wasReady, wasBusy, queued: this.queue.length, restarting, resumes: !!this.resumeId });
    const message = exit && unresumable ? `${exit}
Session ${resumed} could not be resumed: the next conversation starts fresh.` : exit;
    const failure = failureKey(info);
    if (message && !(!wasReady && failure === this.lastFailure)) {
      session.addNotice(message, "error");
      this.on.notify(message.split("\n")[0]);
    }
    this.lastFailure = wasReady ? null : failure;
    if (restarting) {
      this.restartedForQueue = true;
      void this.start();
    }
  }
};

// src/render/quickfix.ts
var QUICKFIX_TITLE = "Claude: changed files";
function changeText(file) {
  const edits = file.edits > 1 ? ` (${file.edits} edits)` : "";
  return `+${file.additions} -${file.deletions}${edits}`;
}
function quickfixItems(files) {
  return [...files].map((f) => ({ filename: f.path, lnum: Math.max(f.firstLine, 1), col: 1, text: changeText(f) }));
}

// src/render/text.ts
function sanitize(text2) {
  return text2.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => c === "\r" ? "" : `^${String.fromCharCode((c.charCodeAt(0) + 64) % 128)}`);
}
function oneLine2(text2) {
  return sanitize(text2).replace(/\n/g, " ");
}

// src/render/ask.ts
var offer = (key, words) => key ? `[${key}] ${words}` : "";
function questionLines(a, keys) {
  const lines = [];
  const rows = [];
  const questions = questionsOf(a.input);
  questions.forEach((q, i) => {
    const picked = a.picks[i] ?? [];
    const first = lines.length;
    const head = q.header ? `${oneLine2(q.header)} \xB7 ` : "";
    lines.push([`  ${head}${oneLine2(q.question)}${q.multiSelect ? " (pick any)" : ""}`, "ClaudeQuestion"]);
    q.options.forEach((o, j) => {
      const chosen = picked.includes(o.label);
      const about = o.description ? ` \xB7 ${oneLine2(o.description)}` : "";
      lines.push([`  ${chosen ? "\u2713" : " "} ${j + 1} ${oneLine2(o.label)}${about}`, chosen ? "ClaudeChosen" : "ClaudeApprovalInput"]);
    });
    const labels = new Set(q.options.map((o) => o.label));
    const typed = picked.find((v) => !labels.has(v));
    lines.push([`  ${typed ? "\u2713" : " "} ${otherNumber(q)} Other: ${typed ? oneLine2(typed) : "type your own answer"}`, typed ? "ClaudeChosen" : "ClaudeApprovalInput"]);
    rows.push({ first, last: lines.length - 1, multi: q.multiSelect, options: otherNumber(q), answered: picked.length > 0 });
  });
  if (questions.length === 0) {
    lines.push(["  (the question came without options to pick from)", "ClaudeApprovalHint"]);
  }
  const most = Math.max(0, ...rows.map((r) => r.options));
  const waits = !(questions.length === 1 && !questions[0].multiSelect);
  const hint = [
    most ? `[1-${most}] ${questions.length > 1 ? "answer the question under the cursor" : "answer"}` : "",
    waits ? offer(keys.allow, "send the answers") : "",
    offer(keys.deny, "decline"),
    ":ClaudeAnswer"
  ].filter(Boolean);
  lines.push([`  ${hint.join("  ")}`, "ClaudeApprovalHint"]);
  return { lines, rows };
}
function planLines(a, toolInput, keys) {
  const plan = typeof a.input.plan === "string" ? a.input.plan : typeof toolInput.plan === "string" ? toolInput.plan : "";
  const lines = plan.trim() ? sanitize(plan).replace(/\n+$/, "").split("\n").map((l) => [l, ""]) : [["  (Claude sent no plan text)", "ClaudeApprovalHint"]];
  lines.push(["  Approve this plan?", "ClaudeApprovalHint"]);
  const choices = [
    offer(keys.allow, "approve (Claude asks before edits)"),
    offer(keys.allow_session, `approve and ${PLAN_SESSION_WORDS}`),
    offer(keys.deny, "keep planning")
  ].filter(Boolean);
  lines.push([`  ${choices.length ? choices.join("  ") : ":ClaudeApprove  :ClaudeApprove session  :ClaudeDeny"}`, "ClaudeApprovalHint"]);
  return lines;
}

// src/render/tasks.ts
var MARK = { pending: "\u2610", in_progress: "\u25D0", completed: "\u2611" };
var GROUP = { pending: "ClaudeTaskPending", in_progress: "ClaudeTaskActive", completed: "ClaudeTaskDone" };
var checklistTitle = (items) => `Tasks ${doneCount(items)}`;
function checklistLines(items) {
  return items.map((t) => {
    const text2 = t.status === "in_progress" && t.activeForm ? t.activeForm : t.subject;
    return [`${MARK[t.status]} ${oneLine2(text2)}`, GROUP[t.status]];
  });
}

// src/render/assistant.ts
var THINK_FOLD_STREAMING = 1;
var THINK_FOLD = 2;
var AssistantRenderer = class {
  splits = /* @__PURE__ */ new WeakMap();
  renders = /* @__PURE__ */ new WeakMap();
  /** The block's lines (control characters shown as ^X), extended on append. The array returned is the
   *  cache's and grows with the block: read it at once, do not keep it. */
  blockLines(block2) {
    const cached = this.splits.get(block2);
    if (cached && cached.length === block2.text.length) return cached.lines;
    if (cached && cached.length < block2.text.length) {
      const added = this.addedSince(block2, cached);
      const tail = sanitize(added).split("\n");
      const lines2 = cached.lines;
      lines2[lines2.length - 1] += tail[0];
      for (let i = 1; i < tail.length; i++) lines2.push(tail[i]);
      cached.length = block2.text.length;
      cached.pieces = block2.pieces?.length ?? 0;
      return lines2;
    }
    const lines = sanitize(block2.text).split("\n");
    this.splits.set(block2, { length: block2.text.length, pieces: block2.pieces?.length ?? 0, lines });
    return lines;
  }
  /** The text appended after what `cached` covers: from the block's pieces when they account for it, else
   *  a copy of the text's tail (a slice would keep the whole flattened text it was cut from alive). */
  addedSince(block2, cached) {
    const pieces2 = block2.pieces;
    if (pieces2 && pieces2.length > cached.pieces) {
      const added = pieces2.slice(cached.pieces).join("");
      if (cached.length + added.length === block2.text.length) return added;
    }
    return (" " + block2.text.slice(cached.length)).slice(1);
  }
  render(e) {
    const prev = this.renders.get(e);
    let k = 0;
    if (prev) {
      while (k < e.blocks.length && k < prev.spans.length) {
        const span = prev.spans[k];
        const block2 = e.blocks[k];
        if (span ? span.block !== block2 || span.length !== block2.text.length || span.streaming !== !!block2.streaming : block2.text !== "") break;
        k++;
      }
      if (k === e.blocks.length && k === prev.spans.length) return prev;
    }
    const out = { lines: [], highlights: [], folds: [], spans: [] };
    let from = 0;
    let resume = null;
    if (prev && (k > 0 || prev.spans[k])) {
      const span = prev.spans[k];
      let keepLines;
      let keepHl;
      if (span && span.block === e.blocks[k] && span.length < e.blocks[k].text.length && span.streaming === !!e.blocks[k].streaming) {
        const own = Math.max(0, span.shown - 1);
        const header = span.block.type === "thinking" ? 1 : 0;
        keepLines = span.start + header + own;
        keepHl = span.block.type === "thinking" ? span.hl + header + own : span.hl;
        resume = { span, line: own };
      } else {
        let last = null;
        for (let i = k - 1; i >= 0 && !last; i--) last = prev.spans[i];
        keepLines = last ? spanEnd(last) : 0;
        keepHl = last ? hlEnd(last) : 0;
      }
      out.lines = prev.lines.slice(0, keepLines);
      out.folds = prev.folds.slice(0, keepLines);
      out.highlights = prev.highlights.slice(0, keepHl);
      out.spans = prev.spans.slice(0, k);
      from = k;
    }
    for (let i = from; i < e.blocks.length; i++) {
      const block2 = e.blocks[i];
      if (block2.text === "") {
        out.spans.push(null);
        continue;
      }
      const continued = resume && i === k ? resume : null;
      if (!continued && i > 0 && out.lines.length) {
        out.lines.push("");
        out.folds.push("0");
      }
      const start = continued ? continued.span.start : out.lines.length;
      const hl = continued ? continued.span.hl : out.highlights.length;
      const skip = continued ? continued.line : 0;
      let shown;
      if (block2.type === "thinking") {
        const lines = trimTrailingBlank(this.blockLines(block2));
        const level = String(block2.streaming ? THINK_FOLD_STREAMING : THINK_FOLD);
        if (!continued) {
          out.highlights.push([out.lines.length, "ClaudeThinking"]);
          out.lines.push("\u273B Thinking\u2026");
          out.folds.push(`>${level}`);
        }
        for (let j = skip; j < lines.length; j++) {
          out.highlights.push([out.lines.length, "ClaudeThinking"]);
          out.lines.push("\u2506 " + lines[j]);
          out.folds.push(level);
        }
        shown = lines.length;
      } else {
        const lines = this.blockLines(block2);
        for (let j = skip; j < lines.length; j++) {
          out.lines.push(lines[j]);
          out.folds.push("0");
        }
        shown = lines.length;
      }
      out.spans.push({ block: block2, length: block2.text.length, start, hl, shown, streaming: !!block2.streaming });
    }
    this.renders.set(e, out);
    return out;
  }
};
function trimTrailingBlank(lines) {
  let end = lines.length;
  while (end > 0 && lines[end - 1].trim() === "") end--;
  return end === lines.length ? lines : lines.slice(0, end);
}
function spanEnd(span) {
  return span.start + (span.block.type === "thinking" ? 1 : 0) + span.shown;
}
function hlEnd(span) {
  return span.block.type === "thinking" ? span.hl + 1 + span.shown : span.hl;
}

// src/render/input.ts
var INDENT = "  ";
function isPlain(v) {
  return v === null || typeof v === "number" || typeof v === "boolean" || typeof v === "string" && !v.includes("\n");
}
function plain(v) {
  return v === null ? "null" : String(v);
}
function block(value, depth, out) {
  const pad = INDENT.repeat(depth);
  if (typeof value === "string") {
    for (const l of value.replace(/\n$/, "").split("\n")) out.push(`${pad}${l}`);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      if (isPlain(item)) {
        out.push(`${pad}- ${plain(item)}`);
        continue;
      }
      const at = out.length;
      block(item, depth + 1, out);
      if (out.length > at) out[at] = `${pad}- ${out[at].slice(pad.length + INDENT.length)}`;
      else out.push(`${pad}-`);
    }
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (isPlain(v)) out.push(`${pad}${k}: ${plain(v)}`);
      else if (Array.isArray(v) && v.length === 0) out.push(`${pad}${k}: (none)`);
      else {
        out.push(`${pad}${k}:`);
        block(v, depth + 1, out);
      }
    }
  } else {
    out.push(`${pad}${plain(value)}`);
  }
}
function inputLines(input) {
  const out = [];
  block(input, 0, out);
  return out;
}

// src/render/entry.ts
var RESULT_FOLD = 2;
var PROMPT_MAX_LINES = 10;
var PROMPT_SHOWN = 5;
var STATE_MARK = { running: "\u22EF", done: "\u2713", error: "\u2717" };
var STATE_GROUP = { running: "ClaudeToolRunning", done: "ClaudeToolDone", error: "ClaudeToolError" };
var bytes = (s) => Buffer.byteLength(s, "utf8");
var Builder = class {
  lines = [];
  highlights = [];
  folds = [];
  line(text2, group, fold = "0") {
    const at = this.lines.length;
    this.lines.push(text2);
    this.folds.push(fold);
    if (group) this.highlights.push([at, group]);
    return at;
  }
  range(line, start, end, group) {
    this.highlights.push([line, start, end, group]);
  }
};
function renderUser(e, out) {
  const label = e.context ? ` \xB7 ${e.context.label}` : "";
  const queued = e.queued ? " (queued)" : "";
  const head = out.line(`\u258C You${label}${queued}`, "ClaudeUserHeader");
  if (label) out.range(head, bytes("\u258C You \xB7 "), bytes(`\u258C You${label}`), "ClaudeContextLabel");
  const lines = sanitize(e.text).split("\n");
  const long = lines.length > PROMPT_MAX_LINES;
  lines.forEach((l, i) => {
    const fold = !long || i < PROMPT_SHOWN ? "0" : i === PROMPT_SHOWN ? `>${RESULT_FOLD}` : String(RESULT_FOLD);
    out.line(l, "ClaudeUser", fold);
  });
}
var CHILD_PREFIX = "  \u2506 ";
var AGENT_MARK = { running: "\u22EF", done: "\u2713", error: "\u2717" };
function agentLine(a) {
  const parts = [oneLine2(a.doing).slice(0, 100) || (a.state === "running" ? "working" : a.state)];
  if (a.toolUses) parts.push(`${a.toolUses} tool${a.toolUses === 1 ? "" : "s"}`);
  if (a.tokens) parts.push(`${a.tokens} tokens`);
  if (a.durationMs) parts.push(`${(a.durationMs / 1e3).toFixed(1)} s`);
  return `${AGENT_MARK[a.state]} ${parts.join(" \xB7 ")}`;
}
function renderChildren(e, out, child) {
  const running = e.agent ? e.agent.state === "running" : e.state === "running";
  const level = running ? 1 : RESULT_FOLD;
  const shift = bytes(CHILD_PREFIX);
  let first = true;
  for (const c of e.children) {
    const r = child(c);
    const base = out.lines.length;
    r.lines.forEach((l) => {
      out.line(CHILD_PREFIX + l, void 0, first ? `>${level}` : String(level));
      first = false;
    });
    for (const h of r.highlights) {
      out.highlights.push(h.length === 2 ? [base + h[0], h[1]] : [base + h[0], h[1] + shift, h[2] + shift, h[3]]);
    }
  }
}
function renderTasks(e, out) {
  out.line(`\u2261 ${checklistTitle(e.items)}`, "ClaudeTool");
  for (const [text2, group] of checklistLines(e.items)) out.line(`  ${text2}`, group);
}
function renderTool(e, out, opts, child) {
  if (TASK_TOOLS.has(e.name) && e.state !== "error" && !e.approval) return;
  const mark = e.approval ? "?" : STATE_MARK[e.state];
  const group = e.approval ? "ClaudeApproval" : STATE_GROUP[e.state];
  const auto = !e.asked && e.state === "done" ? " \xB7 auto-allowed" : "";
  const mine = e.userModified ? " \xB7 your version" : "";
  const summary = oneLine2(e.summary);
  const head = out.line(`${mark} ${summary}${auto}${mine}`, "ClaudeTool");
  out.range(head, 0, bytes(mark), group);
  const noteStart = bytes(`${mark} ${summary}`);
  if (auto) out.range(head, noteStart, noteStart + bytes(auto), "ClaudeToolAuto");
  if (mine) out.range(head, noteStart + bytes(auto), noteStart + bytes(auto + mine), "ClaudeToolMine");
  if (e.approval) renderApproval(e, e.approval, out, opts);
  if (e.agent) out.line(`${CHILD_PREFIX}${agentLine(e.agent)}`, "ClaudeToolResult");
  if (e.children.length) renderChildren(e, out, child);
  const diff = e.applied && e.state === "done";
  const readable = e.result !== null && e.result !== "" && !(e.agent && launchedInBackground(e.result));
  const body = diff ? e.applied.map(sanitize) : readable ? sanitize(e.result).split("\n") : null;
  if (!body) return;
  const base = e.state === "error" ? "ClaudeToolError" : "ClaudeToolResult";
  const shown = body.length > opts.maxResultLines ? body.slice(0, opts.maxResultLines) : body;
  shown.forEach((t, i) => out.line(`  \u2502 ${t}`, diff && DIFF_GROUP[t[0]] || base, i === 0 ? `>${RESULT_FOLD}` : String(RESULT_FOLD)));
  const all = opts.keys.show_output ? `: ${opts.keys.show_output} shows all` : "";
  if (body.length > shown.length) out.line(`  \u2502 \u2026 ${body.length - shown.length} more lines${all}`, base, String(RESULT_FOLD));
}
var DIFF_GROUP = { "+": "ClaudeDiffAdd", "-": "ClaudeDiffDelete", "@": "ClaudeApprovalHint" };
function renderApproval(tool, a, out, opts) {
  if (tool.name === ASK_TOOL || tool.name === PLAN_TOOL) {
    const lines = tool.name === ASK_TOOL ? questionLines(a, opts.keys).lines : planLines(a, tool.input, opts.keys);
    for (const [text2, group] of lines) out.line(text2, group || void 0);
    return;
  }
  const k = opts.keys;
  const file = tool.filePath ? displayPath(tool.filePath, opts.cwd) : null;
  if (a.unsaved && file) {
    out.line(`  \u26A0 ${file} has unsaved changes in Neovim. Allowing writes Claude's version to disk; your buffer keeps your text.`, "ClaudeNoticeError");
  }
  const reviewable = EDITING_TOOLS.has(tool.name);
  const preview = approvalPreview(tool, a, opts, reviewable);
  for (const [text2, group] of preview) out.line(text2, group);
  if (a.decisionReason) out.line(`  ${oneLine2(a.decisionReason)}`, "ClaudeApprovalHint");
  const grants = grantsFor(a.suggestions, opts.cwd);
  out.line(`  Allow ${tool.name}?`, "ClaudeApprovalHint");
  const offer2 = (key, words) => key ? `[${key}] ${words}` : "";
  const first = [offer2(k.allow, "allow once"), reviewable ? offer2(k.review, "review the diff") : "", offer2(k.deny, "deny")].filter(Boolean);
  out.line(`  ${first.length ? first.join("  ") : ":ClaudeApprove  :ClaudeDeny"}`, "ClaudeApprovalHint");
  if (grants.session) out.line(`  ${offer2(k.allow_session, grants.session.words) || `:ClaudeApprove session: ${grants.session.words}`}`, "ClaudeApprovalHint");
  if (grants.always) out.line(`  ${offer2(k.allow_always, grants.always.words) || `:ClaudeApprove always: ${grants.always.words}`}`, "ClaudeApprovalHint");
}
function approvalPreview(tool, a, opts, reviewable) {
  const input = a.input;
  const lines = [];
  const add = (prefix, text2, group) => {
    if (typeof text2 !== "string") return;
    for (const l of sanitize(text2).replace(/\n$/, "").split("\n")) lines.push([`  ${prefix} ${l}`, group]);
  };
  if (tool.name === "Write") {
    add("+", input.content, "ClaudeDiffAdd");
  } else if (tool.name === "Edit") {
    add("-", input.old_string, "ClaudeDiffDelete");
    add("+", input.new_string, "ClaudeDiffAdd");
  } else if (tool.name === "MultiEdit" && Array.isArray(input.edits)) {
    for (const edit of input.edits) {
      add("-", edit.old_string, "ClaudeDiffDelete");
      add("+", edit.new_string, "ClaudeDiffAdd");
    }
  } else if (typeof input.command === "string") {
    add("$", input.command, "ClaudeApprovalInput");
  } else {
    add(" ", inputLines(input).join("\n"), "ClaudeApprovalInput");
  }
  if (lines.length > opts.maxPreviewLines) {
    const cut = lines.length - opts.maxPreviewLines;
    lines.length = opts.maxPreviewLines;
    lines.push([`  \u2026 ${cut} more lines${reviewable ? `: ${opts.keys.review || ":ClaudeReview"} reviews the whole diff` : ""}`, "ClaudeApprovalHint"]);
  }
  return lines;
}
var NOTICE_MARK = { info: "\u2139", warning: "\u26A0", error: "\u2717" };
var NOTICE_GROUP = { info: "ClaudeNoticeInfo", warning: "ClaudeNoticeWarn", error: "ClaudeNoticeError" };
function renderNotice(e, out, opts) {
  const mark = NOTICE_MARK[e.tone];
  const group = NOTICE_GROUP[e.tone];
  sanitize(e.text).split("\n").forEach((l, i) => out.line(i === 0 ? `${mark} ${l}` : `  ${l}`, group));
  if (e.unsavedFile && opts.keys.review) out.line(`  [${opts.keys.review}] compare your buffer with the file on disk`, "ClaudeApprovalHint");
}
var EntryRenderer = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  assistant = new AssistantRenderer();
  /** The entry as lines, highlights and folds. The arrays returned are shared with later renders of the
   *  same entry: read them, never change them. */
  render(entry) {
    if (entry.kind === "assistant") return this.assistant.render(entry);
    const out = new Builder();
    switch (entry.kind) {
      case "user":
        renderUser(entry, out);
        break;
      case "tool":
        renderTool(entry, out, this.opts, (c) => this.render(c));
        break;
      case "notice":
        renderNotice(entry, out, this.opts);
        break;
      case "tasks":
        renderTasks(entry, out);
        break;
    }
    return out;
  }
};

// src/render/transcript.ts
var SEPARATOR = { lines: [""], highlights: [], folds: ["0"] };
var TranscriptRenderer = class {
  blocks = [];
  lineCount = 0;
  entries;
  constructor(opts) {
    this.entries = new EntryRenderer(opts);
  }
  /** Forget what the buffer holds (it was recreated): the next patch rewrites everything. */
  reset() {
    this.blocks = [];
    this.lineCount = 0;
  }
  get lines() {
    return this.lineCount;
  }
  /** 0-based first and last buffer line of the entry with `key` (its blank separator included), as last rendered. */
  spanOf(key) {
    let line = 0;
    for (const b of this.blocks) {
      if (b.key === key) return b.lines.length ? { first: line, last: line + b.lines.length - 1 } : null;
      line += b.lines.length;
    }
    return null;
  }
  /** Key of the entry drawn at 0-based buffer line `line`, as last rendered. */
  keyAt(line) {
    let first = 0;
    for (const b of this.blocks) {
      if (line >= first && line < first + b.lines.length) return b.key;
      first += b.lines.length;
    }
    return null;
  }
  /** The patch that brings the buffer from the last rendered state to `entries`, or null if nothing changed. */
  update(entries) {
    let first = 0;
    let startLine = 0;
    while (first < entries.length && first < this.blocks.length) {
      const b = this.blocks[first];
      const e = entries[first];
      if (b.key !== e.key || b.version !== e.version) break;
      startLine += b.lines.length;
      first++;
    }
    if (first === entries.length && first === this.blocks.length) return null;
    const oldTail = this.blocks.slice(first);
    const newTail = [];
    for (let i = first; i < entries.length; i++) {
      const e = entries[i];
      const old = this.blocks[i];
      newTail.push(old && old.key === e.key && old.version === e.version ? old : this.render(e));
    }
    this.blocks = this.blocks.slice(0, first).concat(newTail);
    const oldLines = flatten(oldTail, "lines");
    const newLines = flatten(newTail, "lines");
    const oldFolds = flatten(oldTail, "folds");
    const newFolds = flatten(newTail, "folds");
    let same = 0;
    const limit = Math.min(oldLines.length, newLines.length);
    while (same < limit && oldLines[same] === newLines[same] && oldFolds[same] === newFolds[same]) same++;
    const newHighlights = absoluteHighlights(newTail);
    const end = startLine + oldLines.length;
    this.lineCount = startLine + newLines.length;
    if (same === oldLines.length && same === newLines.length) return null;
    return {
      start: startLine + same,
      end,
      lines: newLines.slice(same),
      highlights: newHighlights.filter((h) => h[0] >= same).map((h) => relativeTo(h, same)),
      folds: newFolds.slice(same)
    };
  }
  render(entry) {
    const r = this.entries.render(entry);
    const lines = r.lines.length ? r.lines.concat(SEPARATOR.lines) : r.lines;
    const folds = r.lines.length ? r.folds.concat(SEPARATOR.folds) : r.folds;
    return { key: entry.key, version: entry.version, lines, highlights: r.highlights, folds };
  }
};
function flatten(blocks, field) {
  if (blocks.length === 1) return blocks[0][field];
  const out = [];
  for (const b of blocks) for (const x of b[field]) out.push(x);
  return out;
}
function absoluteHighlights(blocks) {
  if (blocks.length === 1) return blocks[0].highlights;
  const list = [];
  let base = 0;
  for (const b of blocks) {
    for (const h of b.highlights) list.push(relativeTo(h, -base));
    base += b.lines.length;
  }
  return list;
}
function relativeTo(h, from) {
  return h.length === 2 ? [h[0] - from, h[1]] : [h[0] - from, h[1], h[2], h[3]];
}

// src/host/frames.ts
var FrameScheduler = class {
  constructor(pacing, flush) {
    this.pacing = pacing;
    this.flush = flush;
    this.gap = pacing.frameMs;
    this.maxFrameMs = pacing.maxFrameMs ?? Math.max(pacing.frameMs, 500);
  }
  pacing;
  flush;
  timer = null;
  inFlight = null;
  dirty = false;
  lastFlush = 0;
  gap;
  maxFrameMs;
  hidden = false;
  flushes = 0;
  /** The wait after the last flush before the next one may start. */
  get frameGap() {
    return this.gap;
  }
  /** Something changed: flush now if a frame has passed since the last flush, else at the next frame. */
  request() {
    this.dirty = true;
    if (this.timer || this.inFlight) return;
    const wait = Math.max(0, this.lastFlush + this.gap - Date.now());
    this.timer = setTimeout(() => this.run(), wait);
  }
  /** Flushes pending changes now and resolves when the editor has them. */
  async drain() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.inFlight || this.dirty) {
      if (this.inFlight) await this.inFlight;
      else await this.run();
    }
  }
  /** Whether anybody sees the updates; hidden ones come at most every hiddenFrameMs. */
  setHidden(hidden) {
    this.hidden = hidden;
  }
  cancel() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dirty = false;
  }
  run() {
    this.timer = null;
    if (this.inFlight) return this.inFlight;
    this.dirty = false;
    this.lastFlush = Date.now();
    this.flushes++;
    this.inFlight = this.flush().then((cost2) => {
      this.pace(cost2);
    }).finally(() => {
      this.inFlight = null;
      if (this.dirty) this.request();
    });
    return this.inFlight;
  }
  /** A flush that cost `cost` ms makes the next frame at least cost / budget long. */
  pace(cost2) {
    const { frameMs, budget, hiddenFrameMs = 0 } = this.pacing;
    const least = this.hidden ? Math.max(frameMs, hiddenFrameMs) : frameMs;
    if (!(budget > 0) || typeof cost2 !== "number" || !Number.isFinite(cost2) || cost2 <= 0) {
      this.gap = least;
      return;
    }
    this.gap = Math.min(Math.max(this.maxFrameMs, least), Math.max(least, cost2 / budget));
  }
};

// src/host/slices.ts
var SLICE_LINES = 1e3;
function slices(update, most = SLICE_LINES) {
  const p = update.patch;
  if (!p || p.lines.length <= most) return [update];
  const { patch: _whole, ...rest } = update;
  const out = [];
  for (let from = 0; from < p.lines.length; from += most) {
    const to = Math.min(from + most, p.lines.length);
    const first = from === 0;
    out.push({
      patch: {
        // The first slice replaces what the patch replaces; each later one goes in after the one before.
        start: p.start + from,
        end: first ? p.end : p.start + from,
        lines: p.lines.slice(from, to),
        folds: p.folds.slice(from, to),
        highlights: p.highlights.filter((h) => h[0] >= from && h[0] < to).map((h) => h.length === 2 ? [h[0] - from, h[1]] : [h[0] - from, h[1], h[2], h[3]])
      },
      ...to === p.lines.length ? rest : {}
    });
  }
  return out;
}

// src/host/viewSync.ts
var NO_KEYS = { allow: "", allow_session: "", allow_always: "", deny: "", review: "", show_output: "" };
var HIDDEN_FRAME_MS = 200;
var NOTHING_SHOWN = { known: false, status: "", quickfix: "", approvals: "", edits: /* @__PURE__ */ new Map() };
function nextUpdate(shown, source, renderer, cwd) {
  const { session } = source;
  const update = {};
  if (!shown.known) {
    renderer.reset();
    const all = renderer.update(session.entries);
    update.patch = { ...all ?? { start: 0, lines: [], highlights: [], folds: [] }, start: 0, end: null };
  } else {
    const patch = renderer.update(session.entries);
    if (patch) update.patch = patch;
  }
  const info = statusInfo(session, source.phase, source.queued);
  const status2 = JSON.stringify(info);
  if (status2 !== shown.status) update.status = { info, winbar: winbarText(info), line: statusLine(info) };
  const items = quickfixItems(session.changedFiles.values());
  const quickfix = JSON.stringify(items);
  if (quickfix !== shown.quickfix) update.quickfix = { title: QUICKFIX_TITLE, items };
  const spans = approvalSpans(session, renderer, cwd);
  const approvals = JSON.stringify(spans);
  if (approvals !== shown.approvals) update.approvals = spans;
  const edits = new Map(shown.edits);
  const edited = [];
  for (const [file, change] of session.changedFiles) {
    if ((shown.edits.get(file) ?? 0) < change.edits) edited.push(file);
    edits.set(file, change.edits);
  }
  if (edited.length) update.edited = edited;
  const next = { known: true, status: status2, quickfix, approvals, edits };
  return { update: Object.keys(update).length ? update : null, shown: next };
}
function approvalSpans(session, renderer, cwd) {
  const spans = [];
  for (const approval of session.pendingApprovals) {
    const entry = session.entries.find((e) => e.kind === "tool" && asksFor(e, approval.requestId));
    const span = entry ? renderer.spanOf(entry.key) : null;
    if (!span) continue;
    const offered = grantsFor(approval.suggestions, cwd);
    const grants = ["once", ...offered.session ? ["session"] : [], ...offered.always ? ["always"] : []];
    const kind = approval.toolName === ASK_TOOL ? "question" : approval.toolName === PLAN_TOOL ? "plan" : "tool";
    if (kind === "plan") grants.push("session");
    const own = entry?.kind === "tool" && entry.approval === approval;
    const questions = kind === "question" ? questionLines(approval, NO_KEYS).rows.map((r) => ({ ...own ? { first: span.first + 1 + r.first, last: span.first + 1 + r.last } : {}, multi: r.multi, options: r.options, answered: r.answered })) : void 0;
    spans.push({ id: approval.requestId, first: span.first, last: span.last, tool: approval.toolName, grants, kind, ...questions ? { questions } : {} });
  }
  return spans;
}
function asksFor(e, requestId) {
  return e.kind === "tool" && (e.approval?.requestId === requestId || e.children.some((c) => asksFor(c, requestId)));
}
var ViewSync = class {
  constructor(options, source, view, log, unsaved) {
    this.options = options;
    this.source = source;
    this.view = view;
    this.log = log;
    this.unsaved = unsaved;
    this.renderer = new TranscriptRenderer(options.render);
    this.frames = new FrameScheduler({ frameMs: options.frameMs, budget: options.renderBudget, hiddenFrameMs: HIDDEN_FRAME_MS }, () => this.flush());
  }
  options;
  source;
  view;
  log;
  unsaved;
  renderer;
  shown = NOTHING_SHOWN;
  frames;
  /** Consecutive refused updates, for backing off the resync. */
  refusals = 0;
  resyncTimer = null;
  /** Something changed: the view gets it with the next frame. */
  request() {
    this.frames.request();
  }
  /** The session was replaced: its region is rewritten whole (rendered with `render` from now on). */
  restart(render) {
    this.options = { ...this.options, render };
    this.renderer = new TranscriptRenderer(render);
    this.shown = { ...NOTHING_SHOWN, quickfix: this.shown.quickfix };
    this.frames.request();
  }
  /** Pushes everything now (tests and the benchmark wait on this). */
  drain() {
    return this.frames.drain();
  }
  stop() {
    this.frames.cancel();
    if (this.resyncTimer) {
      clearTimeout(this.resyncTimer);
      this.resyncTimer = null;
    }
  }
  /** Key of the entry drawn at region line `line` (0-based), as last sent. */
  keyAt(line) {
    return this.renderer.keyAt(line);
  }
  /** Resolves with what the frame cost (host and editor ms), which paces the next one. */
  async flush() {
    if (this.resyncTimer) return;
    try {
      return await this.flushOnce();
    } catch (err) {
      this.log.write("error", `rendering failed: ${err.stack ?? String(err)}`);
      this.refused();
    }
  }
  async flushOnce() {
    const started = performance.now();
    const { update, shown } = nextUpdate(this.shown, this.source(), this.renderer, this.options.render.cwd);
    if (!update) return;
    const hostMs = performance.now() - started;
    let applied = { intact: true, editorMs: 0, unsaved: [], visible: true };
    let editorMs = 0;
    try {
      for (const part of slices(update)) {
        applied = await this.view.apply(part);
        editorMs += applied.editorMs;
        if (!applied.intact) break;
      }
    } catch (err) {
      this.log.write("error", `view update failed: ${err.message}`);
      this.refused();
      return;
    }
    this.refusals = 0;
    this.frames.setHidden(!applied.visible);
    this.shown = applied.intact ? shown : { ...shown, known: false, status: "", approvals: "" };
    if (!applied.intact) this.frames.request();
    if (applied.unsaved.length) this.unsaved(applied.unsaved);
    return hostMs + editorMs;
  }
  /** The view no longer matches: rewrite it later, backing off while it keeps refusing. */
  refused() {
    this.shown = { ...NOTHING_SHOWN, edits: this.shown.edits };
    if (this.resyncTimer) return;
    const delay = Math.min(2e3, 100 * 2 ** Math.min(this.refusals++, 5));
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      this.frames.request();
    }, delay);
  }
};

// src/host/chat.ts
var RESULT_LINES = 40;
var PREVIEW_LINES = 60;
var SHUTDOWN_GRACE_MS = 400;
function renderOptions(cwd, keys) {
  return { cwd, keys, maxResultLines: RESULT_LINES, maxPreviewLines: PREVIEW_LINES };
}
var ChatController = class {
  constructor(config, view, log) {
    this.config = config;
    this.view = view;
    this.log = log;
    this.session = this.newSession(config.cwd, config.permissionMode);
    this.cli = new CliSupervisor(config, this.session, log, {
      changed: () => this.sync.request(),
      permission: (prompt, session) => this.addApproval(prompt, session),
      cancelled: (requestId) => {
        this.checking.delete(requestId);
      },
      notify: (message) => view.notify(message, "error")
    });
    this.sync = new ViewSync(
      { frameMs: config.frameMs, renderBudget: config.renderBudget, render: renderOptions(config.cwd, config.keys) },
      () => ({ session: this.session, phase: this.cli.phase, queued: this.cli.queued }),
      view,
      log,
      (files) => {
        for (const file of files) this.session.addUnsavedConflict(file);
      }
    );
    this.answers = new Answers(() => this.session, this.cli);
  }
  config;
  view;
  log;
  session;
  cli;
  sync;
  answers;
  /** Edit approvals waiting for the editor to say whether their file has unsaved changes. */
  checking = /* @__PURE__ */ new Set();
  get pid() {
    return this.cli.pid;
  }
  get phase() {
    return this.cli.phase;
  }
  status() {
    return statusInfo(this.session, this.cli.phase, this.cli.queued);
  }
  /** How to start the CLI from now on (a running one is left alone): after "command not found", the user
   *  fixes setup{ command } and the next prompt uses it; after :cd, the next session starts there. */
  configure(config) {
    this.config = config;
    this.cli.configure(config);
  }
  /** Starts the CLI unless it runs. */
  start() {
    void this.cli.start();
  }
  send(text2, context) {
    this.cli.send(text2, context);
  }
  allow(grant, requestId) {
    return this.answers.allow(grant, requestId);
  }
  deny(message, requestId) {
    return this.answers.deny(message, requestId);
  }
  choose(requestId, question, n, typed, send) {
    return this.answers.choose(requestId, question, n, typed, send);
  }
  questions(requestId) {
    return this.answers.questions(requestId);
  }
  allowVersion(requestId, text2) {
    return this.answers.allowVersion(requestId, text2);
  }
  review(requestId) {
    return this.answers.review(requestId);
  }
  interrupt() {
    return this.cli.interrupt();
  }
  /** :ClaudeContext: what fills the context window, in a float; a CLI that cannot say is named. */
  async showContext() {
    const version = this.session.info.cliVersion ? ` (claude ${this.session.info.cliVersion})` : "";
    try {
      const shown = contextBreakdown(await this.cli.contextUsage());
      if (shown) this.view.showFloat(shown.title, shown.lines);
      else this.view.notify(`The CLI${version} said nothing usable about its context`, "warn");
    } catch (err) {
      this.view.notify(`Context usage is not available${version}: ${err.message}`, "warn");
    }
  }
  setModel(model) {
    return this.cli.setModel(model);
  }
  setMode(mode) {
    return this.cli.setMode(mode);
  }
  /** Ends this conversation and starts a fresh one (or resumes `resumeId`) in the same view. */
  restart(resumeId) {
    this.session = this.newSession(this.config.cwd, this.config.permissionMode);
    this.session.addNotice(resumeId ? `Resuming session ${resumeId}` : "New session");
    this.sync.restart(renderOptions(this.config.cwd, this.config.keys));
    return this.cli.restart(this.session, resumeId);
  }
  async shutdown() {
    await this.cli.shutdown(SHUTDOWN_GRACE_MS);
    this.sync.stop();
  }
  /** Kills the CLI synchronously: the host is exiting and cannot wait. */
  killNow() {
    this.cli.killNow();
  }
  /** Pushes everything now (tests and the benchmark wait on this). */
  drain() {
    return this.sync.drain();
  }
  /** A buffer of `file` gained or lost unsaved changes: pending approvals that edit it say so. */
  bufferModified(file, modified) {
    const same = samePath(file);
    for (const a of this.session.pendingApprovals) {
      const target = toolFilePath(a.input);
      if (target && EDITING_TOOLS.has(a.toolName) && same(target)) this.session.setApprovalUnsaved(a.requestId, modified);
    }
  }
  /** The entry drawn at region line `line` (0-based), for keys that act on what is under the cursor. A tool
   *  that works on a file also gives it and the line to open it at (gf). */
  entryAt(line) {
    const key = this.sync.keyAt(line);
    const entry = key === null ? void 0 : this.session.entries.find((e) => e.key === key);
    if (!entry) return null;
    if (entry.kind === "tool") {
      const output = entry.applied && entry.state === "done" ? entry.applied.join("\n") : entry.result ?? void 0;
      const file = entry.filePath ?? void 0;
      return { kind: "tool", tool: entry.name, output, file, line: file ? toolLine(entry, file) : void 0 };
    }
    if (entry.kind === "notice") return { kind: "notice", unsavedFile: entry.unsavedFile };
    return { kind: entry.kind };
  }
  newSession(cwd, mode) {
    const session = new Session(cwd, mode ?? "default");
    session.onChange(() => {
      this.sync?.request();
      for (const n of session.notifications.splice(0)) this.view.notify(n.text, n.level);
    });
    return session;
  }
  /** The user must know before deciding that the file an edit would change has unsaved changes in a buffer:
   *  such an approval shows once the editor has said, warning included (a round trip, about a millisecond). */
  addApproval(prompt, session) {
    const file = toolFilePath(prompt.input);
    if (!file || !EDITING_TOOLS.has(prompt.toolName)) {
      session.addApproval(prompt);
      return;
    }
    this.checking.add(prompt.requestId);
    const add = (unsaved) => {
      if (!this.checking.delete(prompt.requestId)) return;
      session.addApproval(prompt);
      if (unsaved) session.setApprovalUnsaved(prompt.requestId, true);
    };
    this.view.unsavedBuffers([file]).then((unsaved) => add(unsaved.length > 0), (err) => {
      this.log.write("warn", `could not ask the editor about unsaved buffers: ${err.message}`);
      add(false);
    });
  }
};
function toolLine(tool, file) {
  if (tool.applied && tool.state === "done") return firstAppliedLine(tool.applied);
  const input = tool.input;
  if (typeof input.offset === "number" && input.offset >= 1) return Math.floor(input.offset);
  const edits = Array.isArray(input.edits) ? input.edits : [input];
  const old = edits[0]?.old_string;
  if (typeof old !== "string" || old === "") return 1;
  try {
    if (import_node_fs3.default.statSync(file).size > 8 * 1024 * 1024) return 1;
    const text2 = import_node_fs3.default.readFileSync(file, "utf8");
    const at = text2.indexOf(old);
    return at < 0 ? 1 : 1 + (text2.slice(0, at).match(/\n/g)?.length ?? 0);
  } catch {
    return 1;
  }
}
function samePath(file) {
  const real = (p) => {
    try {
      return import_node_fs3.default.realpathSync(p);
    } catch {
      return p;
    }
  };
  const a = real(file);
  return (other) => other === file || real(other) === a;
}

// src/host/log.ts
var import_node_fs4 = __toESM(require("node:fs"));
function fileLogger(file, maxBytes = 2e6) {
  if (!file) return { write() {
  } };
  let size = 0;
  try {
    size = import_node_fs4.default.statSync(file).size;
  } catch {
  }
  return {
    write(level, text2) {
      const line = `${(/* @__PURE__ */ new Date()).toISOString()} ${level} ${text2.endsWith("\n") ? text2 : text2 + "\n"}`;
      try {
        if (size + line.length > maxBytes) {
          import_node_fs4.default.writeFileSync(file, "");
          size = 0;
        }
        import_node_fs4.default.appendFileSync(file, line);
        size += line.length;
      } catch {
      }
    }
  };
}

// src/host/sessions.ts
var import_node_fs5 = __toESM(require("node:fs"));
var import_node_os = __toESM(require("node:os"));
var import_node_path2 = __toESM(require("node:path"));
function projectDir(cwd, home = import_node_os.default.homedir(), configDir = process.env.CLAUDE_CONFIG_DIR) {
  configDir = configDir || import_node_path2.default.join(home || import_node_os.default.homedir(), ".claude");
  return import_node_path2.default.join(configDir, "projects", cwd.replace(/[^a-zA-Z0-9]/g, "-"));
}
function firstPrompt(file) {
  let head = "";
  try {
    const fd = import_node_fs5.default.openSync(file, "r");
    const buf = Buffer.alloc(64 * 1024);
    const n = import_node_fs5.default.readSync(fd, buf, 0, buf.length, 0);
    import_node_fs5.default.closeSync(fd);
    head = buf.subarray(0, n).toString("utf8");
  } catch {
    return "";
  }
  for (const line of head.split("\n")) {
    try {
      const rec = JSON.parse(line);
      const content = rec?.type === "user" ? rec.message?.content : void 0;
      const text2 = typeof content === "string" ? content : Array.isArray(content) ? content.filter((b) => b?.type === "text").map((b) => b.text).join(" ") : "";
      const words = ownWords(text2);
      if (words.trim()) return words.replace(/\s+/g, " ").trim().slice(0, 100);
    } catch {
    }
  }
  return "";
}
var SELECTION = /^(.+) \(lines (\d+)-(\d+)\):\n(`{3,})[^\n]*\n[\s\S]*?\n\4(?:\n|$)/;
function ownWords(text2) {
  const m = SELECTION.exec(text2);
  if (!m) return text2;
  const rest = text2.slice(m[0].length).trim();
  return rest || `${m[1]}:${m[2]}-${m[3]}`;
}
function listSessions(cwd, home, configDir) {
  const dir = projectDir(cwd, home, configDir);
  let names;
  try {
    names = import_node_fs5.default.readdirSync(dir).filter((n) => n.endsWith(".jsonl"));
  } catch {
    return [];
  }
  return names.map((name) => {
    const file = import_node_path2.default.join(dir, name);
    let modified = 0;
    try {
      modified = import_node_fs5.default.statSync(file).mtimeMs;
    } catch {
    }
    return { id: name.slice(0, -".jsonl".length), title: firstPrompt(file) || "(no prompt)", modified };
  }).sort((a, b) => b.modified - a.modified);
}

// src/host/dispatch.ts
var MAIN = "main";
function chatConfig(raw) {
  const need = (ok, what) => {
    if (!ok) throw new Error(`claude-chat: open: ${what}`);
  };
  need(typeof raw.command === "string" && raw.command !== "", "command must be a non-empty string");
  need(typeof raw.cwd === "string" && raw.cwd !== "", "cwd must be a directory");
  need(typeof raw.frame_ms === "number" && typeof raw.render_budget === "number", "frame_ms and render_budget must be numbers");
  need(typeof raw.keys === "object" && raw.keys !== null, "keys must be a table");
  return {
    command: raw.command,
    args: Array.isArray(raw.args) ? raw.args.map(String) : [],
    env: raw.env && typeof raw.env === "object" ? Object.fromEntries(Object.entries(raw.env).map(([k, v]) => [k, String(v)])) : {},
    cwd: raw.cwd,
    model: raw.model || void 0,
    permissionMode: raw.permission_mode || void 0,
    frameMs: raw.frame_ms,
    renderBudget: raw.render_budget,
    keys: raw.keys
  };
}
function createDispatcher(view) {
  const sessions = /* @__PURE__ */ new Map();
  let log = fileLogger(null);
  let lastConfig = null;
  let faulted = false;
  const chat = (a) => {
    const c = sessions.get(typeof a.session === "string" ? a.session : MAIN);
    if (!c) throw new Error("no session yet (run :ClaudeChat)");
    return c;
  };
  const tell = (answered) => {
    if (answered) view.notify(answered, "warn");
  };
  const actions = {
    /** Creates the session if needed and starts the CLI; a later open brings the options up to date. */
    open(a) {
      const config = chatConfig(a);
      const existing = sessions.get(MAIN);
      if (!lastConfig) log = fileLogger(a.log_file ?? null);
      lastConfig = a;
      if (existing) existing.configure(config);
      else sessions.set(MAIN, new ChatController(config, view, log));
      sessions.get(MAIN).start();
    },
    send(a) {
      chat(a).send(String(a.text ?? ""), a.context ?? null);
    },
    approve(a) {
      const grant = a.grant ?? "once";
      if (!GRANTS.includes(grant)) return tell(`unknown grant ${JSON.stringify(grant)} (once, session or always)`);
      tell(chat(a).allow(grant, a.request_id ?? void 0));
    },
    deny(a) {
      tell(chat(a).deny(a.message ?? void 0, a.request_id ?? void 0));
    },
    /** Picks option `option` (1-based) of question `question` of a pending AskUserQuestion; `text` for "Other". */
    choose(a) {
      tell(chat(a).choose(a.request_id ?? void 0, Math.floor(Number(a.question)), Math.floor(Number(a.option)), typeof a.text === "string" ? a.text : null, a.send !== false));
    },
    /** A buffer's unsaved state changed while approvals wait. */
    buffer_modified(a) {
      sessions.get(MAIN)?.bufferModified(String(a.file ?? ""), a.modified === true);
    },
    interrupt(a) {
      void chat(a).interrupt().then((done) => {
        if (!done) view.notify("nothing to interrupt", "info");
      });
    },
    context(a) {
      void chat(a).showContext();
    },
    new_session(a) {
      void chat(a).restart();
    },
    resume(a) {
      void chat(a).restart(String(a.session_id));
    },
    set_model(a) {
      void chat(a).setModel(String(a.model ?? ""));
    },
    set_mode(a) {
      void chat(a).setMode(String(a.mode));
    }
  };
  const queries = {
    /** The pending edit as whole texts, for the review tab. */
    review(a) {
      return chat(a).review(a.request_id ?? void 0);
    },
    /** Allows a reviewed edit with the user's version of the file (or cell). A request, not an action: the
     *  review tab stays open until the host took the version, so a version it cannot express is not lost. */
    approve_version(a) {
      const answer = chat(a).allowVersion(String(a.request_id), String(a.text ?? ""));
      return "error" in answer ? { ok: false, error: answer.error } : { ok: true, outcome: answer.outcome };
    },
    /** Claude's task list as the checklist shows it, for :ClaudeTodos. */
    tasks() {
      const items = sessions.get(MAIN)?.session.tasks ?? [];
      return { title: checklistTitle(items), lines: checklistLines(items) };
    },
    /** A pending question's options, for :ClaudeAnswer. */
    questions(a) {
      return chat(a).questions(a.request_id ?? void 0);
    },
    /** What is drawn at a region line (0-based): for keys acting on the entry under the cursor. */
    entry_at(a) {
      return sessions.get(MAIN)?.entryAt(Math.floor(Number(a.line))) ?? null;
    },
    status() {
      const c = sessions.get(MAIN);
      if (!c) return { state: "stopped" };
      const s = c.session;
      return { ...c.status(), session_id: s.info.sessionId, slash_commands: s.info.slashCommands, pid: c.pid ?? null, cwd: s.info.cwd };
    },
    /** Past sessions of `cwd`, found where the CLI keeps them: its HOME / CLAUDE_CONFIG_DIR may come from
     *  setup{ env } (sent along, so that completion works before the first :ClaudeChat). */
    sessions(a) {
      const env = (a.env && typeof a.env === "object" ? a.env : null) ?? lastConfig?.env ?? {};
      return listSessions(String(a.cwd ?? process.cwd()), env.HOME, env.CLAUDE_CONFIG_DIR);
    },
    drain() {
      return sessions.get(MAIN)?.drain();
    },
    ping() {
      return "pong";
    }
  };
  const fault = (err) => {
    const text2 = err instanceof Error ? err.stack ?? err.message : String(err);
    log.write("error", `uncaught: ${text2}`);
    if (!faulted) {
      faulted = true;
      view.notify(`internal error (the session goes on): ${err instanceof Error ? err.message : String(err)}`, "error");
    }
  };
  return {
    async request(method, args) {
      const fn = queries[method] ?? actions[method];
      if (!fn) throw new Error(`claude-chat: unknown request ${method}`);
      return fn(args ?? {});
    },
    notify(method, args) {
      const fn = actions[method] ?? queries[method];
      if (!fn) {
        view.notify(`claude-chat: unknown action ${method}`, "error");
        return;
      }
      try {
        void Promise.resolve(fn(args ?? {})).catch((err) => view.notify(err.message, "error"));
      } catch (err) {
        view.notify(err.message, "error");
      }
    },
    async shutdown() {
      await Promise.all([...sessions.values()].map((c) => c.shutdown()));
    },
    killNow() {
      for (const c of sessions.values()) c.killNow();
    },
    fault
  };
}

// src/nvim/gateway.ts
var import_neovim = __toESM(require_lib());
init_quietLogger();
function attachClient(how) {
  return (0, import_neovim.attach)({ ...how, options: { logger: quietLogger } });
}
function keepConsoleOffStdout() {
  const c = console;
  for (const name of ["log", "info", "debug", "trace", "dir", "table", "warn", "error"]) c[name] = toStderr(name);
}
function onTheWire(update) {
  const p = update.patch;
  if (!p) return update;
  const { lines, folds, ...rest } = p;
  return { ...update, patch: { ...rest, count: lines.length, text: lines.join("\n"), fold_text: folds.join("\n") } };
}
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
var NvimView = class {
  constructor(nvim) {
    this.nvim = nvim;
  }
  nvim;
  async apply(update) {
    const r = await this.nvim.request("nvim_exec_lua", ["return require('claude.view').apply(...)", [onTheWire(update)]]);
    return { intact: r?.intact !== false, editorMs: typeof r?.ms === "number" ? r.ms : 0, unsaved: strings(r?.unsaved), visible: r?.visible !== false };
  }
  async unsavedBuffers(files) {
    return strings(await this.nvim.request("nvim_exec_lua", ["return require('claude.buffers').unsaved(...)", [files]]));
  }
  showFloat(title, lines) {
    this.nvim.notify("nvim_exec_lua", ["require('claude.float').show_lines(...)", [title, lines]]);
  }
  notify(message, level) {
    this.nvim.notify("nvim_exec_lua", ["require('claude.view').notify(...)", [message, level]]);
  }
};

// src/main.ts
function runStandalone() {
  keepConsoleOffStdout();
  const nvim = attachClient({ reader: process.stdin, writer: process.stdout });
  const dispatcher = createDispatcher(new NvimView(nvim));
  nvim.on("request", (method, args, resp) => {
    dispatcher.request(method, (args ?? [])[0]).then(
      (value) => resp.send(value ?? null),
      (err) => resp.send(err?.message ?? String(err), true)
    );
  });
  let faults = process.env.CLAUDE_CHAT_HOST_FAULT;
  nvim.on("notification", (method, args) => {
    dispatcher.notify(method, (args ?? [])[0]);
    if (method === "open" && faults) {
      injectFaults(faults);
      faults = void 0;
    }
  });
  let exiting = false;
  const exit = () => {
    if (exiting) return;
    exiting = true;
    const timer = setTimeout(() => {
      dispatcher.killNow();
      process.exit(0);
    }, 1500);
    void dispatcher.shutdown().finally(() => {
      clearTimeout(timer);
      process.exit(0);
    });
  };
  process.stdin.on("end", exit);
  process.stdin.on("close", exit);
  process.on("SIGTERM", exit);
  process.on("SIGHUP", exit);
  process.on("SIGINT", () => {
  });
  process.on("exit", () => dispatcher.killNow());
  process.on("uncaughtException", (err) => dispatcher.fault(err));
}
function injectFaults(faults) {
  for (const fault of faults.split(",")) {
    if (fault === "throw") setTimeout(() => {
      throw new Error("injected fault: thrown");
    }, 0);
    if (fault === "reject") setTimeout(() => {
      void Promise.reject(new Error("injected fault: rejected"));
    }, 0);
  }
}
if (require.main === module) runStandalone();
function remotePlugin(plugin) {
  plugin.registerFunction("ClaudeChatBundle", () => __filename, { sync: true });
}
module.exports = remotePlugin;
